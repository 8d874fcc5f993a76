-- The evaluation's next step becomes a field of its own (issue 23): stored evaluations carried it as the first
-- recommendation of their first section, general, which holds no other advice.
UPDATE "questionnaires"
SET "evaluation" = jsonb_set(
  jsonb_set("evaluation", '{nextStep}', "evaluation" #> '{detailedEvaluations,general,recommendations,0}'),
  '{detailedEvaluations,general,recommendations}',
  ("evaluation" #> '{detailedEvaluations,general,recommendations}') - 0
)
WHERE "evaluation" IS NOT NULL
  AND NOT ("evaluation" ? 'nextStep')
  AND jsonb_typeof("evaluation" #> '{detailedEvaluations,general,recommendations,0}') = 'string';
