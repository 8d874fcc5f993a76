CREATE TABLE "membership_history" (
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "membership_history_organization_id_user_id_pk" PRIMARY KEY("organization_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "peer_group_shares" (
	"kind" text NOT NULL,
	"group_key" text NOT NULL,
	"questionnaire_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"section" text NOT NULL,
	"share" double precision NOT NULL,
	CONSTRAINT "peer_group_shares_kind_group_key_section_questionnaire_id_pk" PRIMARY KEY("kind","group_key","section","questionnaire_id")
);
--> statement-breakpoint
CREATE TABLE "peer_group_states" (
	"kind" text NOT NULL,
	"group_key" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "peer_group_states_kind_group_key_pk" PRIMARY KEY("kind","group_key")
);
--> statement-breakpoint
ALTER TABLE "membership_history" ADD CONSTRAINT "membership_history_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membership_history_user_id_idx" ON "membership_history" USING btree ("user_id");--> statement-breakpoint
-- docs/insights.md, "Privacy": every membership is remembered, however it is added (the API, the demo data, a fix by hand).
CREATE FUNCTION "remember_membership"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "membership_history" ("organization_id", "user_id") VALUES (NEW."organization_id", NEW."user_id")
    ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "memberships_remembered" AFTER INSERT ON "memberships"
  FOR EACH ROW EXECUTE FUNCTION "remember_membership"();--> statement-breakpoint
INSERT INTO "membership_history" ("organization_id", "user_id") SELECT "organization_id", "user_id" FROM "memberships";
