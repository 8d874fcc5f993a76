-- The signed credential as its JSON text, served as it is (docs/decisions/058-credentials-for-verifiers-anywhere.md).
-- A credential kept as jsonb has lost its signed key order already; it becomes the text every later download of it
-- was: JSON.stringify(value, null, 2) of the jsonb value. jsonb_pretty writes that layout with four spaces a level
-- and empty containers over two lines; JSON strings escape their line breaks, so every line break is layout.
ALTER TABLE "certificates" ALTER COLUMN "credential" SET DATA TYPE text USING jsonb_pretty("credential");--> statement-breakpoint
UPDATE "certificates" SET "credential" = regexp_replace(
  (
    SELECT string_agg(repeat(' ', (length(line) - length(ltrim(line, ' '))) / 2) || ltrim(line, ' '), E'\n' ORDER BY n)
    FROM regexp_split_to_table("credential", E'\n') WITH ORDINALITY AS layout(line, n)
  ),
  E'([[{])\n *([]}])',
  '\1\2',
  'g'
)
WHERE "credential" IS NOT NULL;
