-- Names that others see, stored before every text was cleaned on its way in (docs/security.md 34), cleaned as
-- packages/domain/src/text.ts cleans one-line text: line breaks and tabs become spaces, bidirectional controls and
-- the other control characters go, the ends are trimmed; in the domain's order (bidirectional controls first, so that
-- a CR, a bidirectional control and a LF are one line break). A one-time repair: the function goes with the migration.
CREATE FUNCTION "clean_shown_name"(value text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT btrim(regexp_replace(
    regexp_replace(
      regexp_replace(value, '[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]', '', 'g'),
      '\r\n?|[\t\n\u0085\u2028\u2029]', ' ', 'g'),
    '[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]', '', 'g'
  ), E' \t\n\r\f\v')
$$;--> statement-breakpoint
UPDATE "users" SET "first_name" = clean_shown_name("first_name"), "last_name" = clean_shown_name("last_name")
WHERE "first_name" IS DISTINCT FROM clean_shown_name("first_name")
   OR "last_name" IS DISTINCT FROM clean_shown_name("last_name");--> statement-breakpoint
UPDATE "organizations"
SET "name" = clean_shown_name("name"), "street" = clean_shown_name("street"), "city" = clean_shown_name("city")
WHERE "name" <> clean_shown_name("name") OR "street" <> clean_shown_name("street")
   OR "city" <> clean_shown_name("city");--> statement-breakpoint
UPDATE "certificates" SET "organization_name" = clean_shown_name("organization_name")
WHERE "organization_name" <> clean_shown_name("organization_name");--> statement-breakpoint
UPDATE "provider_records" SET "event_name" = clean_shown_name("event_name")
WHERE "event_name" <> clean_shown_name("event_name");--> statement-breakpoint
DROP FUNCTION "clean_shown_name"(text);
