-- When an invitation's mail went out: null while its organisation awaits approval (ADR 031). The invitations
-- already stored were mailed when they were made.
ALTER TABLE "invitations" ADD COLUMN "mailed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "invitations" SET "mailed_at" = "created_at";
