import type { MatrixRow } from '../matrix';

/** Matrix rows of the journey reads (docs/decisions/014-journeys.md). */
// prettier-ignore
export const journeyRows: MatrixRow[] = [
  //                                                                              anon nOrg pend mbr  oAdm othr pAdm
];
