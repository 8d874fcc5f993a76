import { z } from 'zod';

// Every message a schema produces reaches users or API clients of a German platform.
z.config(z.locales.de());
