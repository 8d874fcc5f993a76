export { certificateFileRoutes, downloadHeaders, SVG_FILE_POLICY } from './routes';
export { badgeFileName, credentialFileName, levelWording, PROGRAMME } from './wording';
export { sealPng, sealSvg } from './seal';
