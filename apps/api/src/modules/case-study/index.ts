export { caseStudyRoutes } from './routes';
