// docs/security.md 26 on the embedded engine: the server killed during a submit and an upload (support/faults.ts).
import { describeFaults } from './support/faults';

describeFaults('pglite');
