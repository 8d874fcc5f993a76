-- The organisation's name on its journey, for the admin journey list's name search on one table (B3). The
-- database keeps it: a journey takes its organisation's name when it is inserted, and a rename reaches it.
ALTER TABLE "journeys" ADD COLUMN "organization_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "journeys" SET "organization_name" = "organizations"."name"
FROM "organizations" WHERE "organizations"."id" = "journeys"."organization_id";--> statement-breakpoint
CREATE FUNCTION "journeys_take_organization_name"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."organization_name" := (SELECT "name" FROM "organizations" WHERE "id" = NEW."organization_id");
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "journeys_organization_name" BEFORE INSERT OR UPDATE OF "organization_id", "organization_name"
ON "journeys" FOR EACH ROW EXECUTE FUNCTION "journeys_take_organization_name"();--> statement-breakpoint
CREATE FUNCTION "organizations_rename_journey"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "journeys" SET "organization_name" = NEW."name" WHERE "organization_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "organizations_rename_journey" AFTER UPDATE OF "name" ON "organizations"
FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION "organizations_rename_journey"();--> statement-breakpoint
CREATE INDEX "journeys_organization_name_trgm_idx" ON "journeys" USING gin ("organization_name" gin_trgm_ops);
