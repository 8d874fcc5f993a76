// Set-up for the `web-browser` vitest project: components rendered in a real Chromium (vitest browser mode,
// Playwright provider). The app's global stylesheets load first, so focus rings, layout and colours are the
// production ones; each test unmounts what it rendered.
import '@/app/styles';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
