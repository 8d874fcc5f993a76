import type { MatrixRow } from '../matrix';

/** Matrix rows of case studies and their admin decisions (docs/decisions/014-journeys.md). */
// prettier-ignore
export const caseStudyRows: MatrixRow[] = [
  //                                                                              anon nOrg pend mbr  oAdm othr pAdm
];
