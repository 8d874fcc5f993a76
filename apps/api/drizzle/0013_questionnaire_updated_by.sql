ALTER TABLE "questionnaires" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD CONSTRAINT "questionnaires_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questionnaires_updated_by_idx" ON "questionnaires" USING btree ("updated_by");