export { currentResult, insertQuestionnaire, type QuestionnaireRow } from './repository';
export { questionnaireRoutes } from './routes';
export { submitQuestionnaire } from './submit';
