export { recordWorkshopResult } from './record';
export { DEFAULT_REPORT_FILE_NAME } from './report-file';
export { insertReport } from './repository';
export { workshopRoutes, type WorkshopOptions } from './routes';
