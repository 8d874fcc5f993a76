// The barrel sets zod's German locale and brings zod with it. Code a public page loads up front imports the
// zod-free modules by their sub-path instead (e.g. `@cert/domain/site/route-meta`).
import './zod-locale';
export * from './options';
export * from './roles';
export * from './organization';
export * from './certification';
export * from './constants';
export * from './messages';
export * from './callback-url';
export * from './pagination';
export * from './list-query';
export * from './api/errors';
export * from './api/user';
export * from './api/auth';
export * from './api/organization';
export * from './site/route-meta';
export * from './site/site-config';
export * from './format/dates';
export * from './format/step-labels';
export * from './questionnaires/index';
export * from './api/questionnaire';
export * from './scoring/index';
export * from './api/evaluation';
export * from './journey/periods';
export * from './journey/slugs';
export * from './api/journey';
export * from './journey/rules';
export * from './journey/case-study';
