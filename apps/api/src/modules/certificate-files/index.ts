export { certificateFileRoutes } from './routes';
export { levelWording, PROGRAMME, sealFileName } from './wording';
export { sealPng, sealSvg } from './seal';
