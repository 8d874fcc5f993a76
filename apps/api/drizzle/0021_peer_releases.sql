-- Peer figures under differential privacy (docs/insights.md, "Privacy"): every published state carries the figures
-- drawn for it. States published before held exact figures only; they are dropped, and each group's next read
-- publishes a state with its release.
DELETE FROM "peer_group_shares";--> statement-breakpoint
DELETE FROM "peer_group_states";--> statement-breakpoint
ALTER TABLE "peer_group_states" ADD COLUMN "release" jsonb NOT NULL;
