ALTER TABLE "organizations" ADD COLUMN "previous_rejection_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "previous_rejection_comment" text;