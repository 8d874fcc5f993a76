-- Draft saves as HOT updates (ADR 024): the organisation index no longer holds updated_at, which every save
-- changes, and a fifth of each new page stays free for the new versions of its rows.
DROP INDEX "questionnaires_organization_idx";--> statement-breakpoint
CREATE INDEX "questionnaires_organization_idx" ON "questionnaires" USING btree ("organization_id","submitted_at");--> statement-breakpoint
ALTER TABLE "questionnaires" SET (fillfactor = 80);
