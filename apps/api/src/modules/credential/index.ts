export { createIssuer } from './issuer';
export { credentialRoutes, didDocumentRoute } from './routes';
