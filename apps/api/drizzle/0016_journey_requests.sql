CREATE TABLE "journey_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"record_kind" text,
	"branch" text,
	"performed_at" date,
	"event_name" text,
	"url" text,
	"note" text,
	"requested_by" uuid,
	"state" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" uuid,
	"closing_comment" text
);
--> statement-breakpoint
ALTER TABLE "journey_requests" ADD CONSTRAINT "journey_requests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_requests" ADD CONSTRAINT "journey_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_requests" ADD CONSTRAINT "journey_requests_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journey_requests_organization_idx" ON "journey_requests" USING btree ("organization_id","state","created_at");