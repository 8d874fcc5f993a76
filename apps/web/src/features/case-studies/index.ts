/*
 * Case studies (docs/decisions/014-journeys.md "Case studies"): the procurer's gold and the provider's
 * practitioner case study, written as a draft, submitted, read-only after the submit. The routes pass in the
 * organisations; fields, labels and the submit schema are the domain's.
 */
export { GoldCaseStudyScreen, PractitionerCaseStudyScreen } from './case-study-screens';
