/** The pass rules of every questionnaire, derived by the build (apps/web/vite.config.ts, docs/decisions/069). */
declare const __SCORING_RULES__: ReturnType<typeof import('@cert/domain/scoring/rules').scoringRules>;
