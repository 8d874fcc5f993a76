export { currentResult, insertQuestionnaire, type QuestionnaireRow } from './questionnaire/repository';
export { submitQuestionnaire } from './questionnaire/kind';
export { documentRoutes } from './routes';
