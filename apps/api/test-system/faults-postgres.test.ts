// docs/security.md 26 on PostgreSQL: the server killed during a submit and an upload (support/faults.ts).
import { describeFaults } from './support/faults';

describeFaults('postgres');
