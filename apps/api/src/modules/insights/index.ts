export { peerComparison } from './comparison';
export { recordSubmissionFacts } from './facts';
export { overviewRoutes } from './overview-routes';
