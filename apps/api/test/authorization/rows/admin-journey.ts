import type { MatrixRow } from '../matrix';

/** Matrix rows of admin journey pages and lists, workshop results and provider records (docs/decisions/014-journeys.md). */
// prettier-ignore
export const adminJourneyRows: MatrixRow[] = [
  //                                                                              anon nOrg pend mbr  oAdm othr pAdm
];
