ALTER TABLE "questionnaires" ADD COLUMN "scoring_version" text;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD COLUMN "evaluation" jsonb;