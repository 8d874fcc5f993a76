CREATE TABLE "evaluation_shares" (
	"questionnaire_id" uuid NOT NULL,
	"section" text NOT NULL,
	"share" double precision NOT NULL,
	"kind" text NOT NULL,
	"organization_id" uuid NOT NULL,
	"latest" boolean DEFAULT false NOT NULL,
	CONSTRAINT "evaluation_shares_questionnaire_id_section_pk" PRIMARY KEY("questionnaire_id","section")
);
--> statement-breakpoint
CREATE TABLE "submission_facts" (
	"questionnaire_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"passed" boolean NOT NULL,
	"agency_level" text,
	"agency_size" text,
	"company_size" text,
	"business_sector" text,
	"latest" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "evaluation_shares" ADD CONSTRAINT "evaluation_shares_questionnaire_id_submission_facts_questionnaire_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."submission_facts"("questionnaire_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_facts" ADD CONSTRAINT "submission_facts_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_facts" ADD CONSTRAINT "submission_facts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "evaluation_shares_peers_idx" ON "evaluation_shares" USING btree ("kind","section","share") WHERE latest;--> statement-breakpoint
CREATE INDEX "evaluation_shares_organization_idx" ON "evaluation_shares" USING btree ("organization_id","kind");--> statement-breakpoint
CREATE INDEX "submission_facts_latest_idx" ON "submission_facts" USING btree ("kind","organization_id","submitted_at");--> statement-breakpoint
CREATE INDEX "submission_facts_submitted_idx" ON "submission_facts" USING btree ("submitted_at");--> statement-breakpoint
-- The submissions stored before the insights (issue 26, ADR 042): their facts and shares from the stored answers and
-- evaluation, each organisation's latest of a kind marked. The answer paths are those of the domain's peer-groups.ts
-- when this was written; a submission without an evaluation (before migration 0004) gets both when its evaluation
-- is first computed.
INSERT INTO "submission_facts" ("questionnaire_id", "organization_id", "kind", "submitted_at", "passed",
  "agency_level", "agency_size", "company_size", "business_sector", "latest")
SELECT "id", "organization_id", "kind", "submitted_at", "state" = 'PASSED',
  CASE WHEN "kind" <> 'provider-expert' THEN "answers" #>> '{general,agency}' END,
  CASE WHEN "kind" <> 'provider-expert' THEN "answers" #>> '{information,agencySize}' END,
  CASE WHEN "kind" = 'provider-expert' THEN "answers" #>> '{general,size}' END,
  CASE WHEN "kind" = 'provider-expert' THEN "answers" #>> '{general,businessSector}' END,
  row_number() OVER (PARTITION BY "organization_id", "kind" ORDER BY "submitted_at" DESC) = 1
FROM "questionnaires"
WHERE "submitted_at" IS NOT NULL AND "evaluation" IS NOT NULL;
--> statement-breakpoint
INSERT INTO "evaluation_shares" ("questionnaire_id", "section", "share", "kind", "organization_id", "latest")
SELECT "f"."questionnaire_id", "item" ->> 'section', ("item" ->> 'share')::double precision, "f"."kind",
  "f"."organization_id", "f"."latest"
FROM "submission_facts" "f"
JOIN "questionnaires" "q" ON "q"."id" = "f"."questionnaire_id"
CROSS JOIN LATERAL jsonb_array_elements("q"."evaluation" -> 'evaluatedItems') "item"
UNION ALL
SELECT "f"."questionnaire_id", 'total', ("q"."evaluation" #>> '{total,share}')::double precision, "f"."kind",
  "f"."organization_id", "f"."latest"
FROM "submission_facts" "f"
JOIN "questionnaires" "q" ON "q"."id" = "f"."questionnaire_id"
WHERE "q"."evaluation" #>> '{total,share}' IS NOT NULL;
