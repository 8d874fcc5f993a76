// B3's data: organisations with journeys seeded with SQL on PostgreSQL, and search patterns cut from their names
// (used by admin-lists.mjs and event-loop-isolation.mjs).

/**
 * Organisations with German-looking names made of place syllables ("Stadt Kielbremlin", "Leipbonn Software
 * GmbH"), two thirds public procurers and one third providers, 90 % approved, created over two years; every
 * approved one gets its journey row as approval creates it, with progress, status, task and activity spread.
 */
export async function seedOrganizations(client, organizationCount) {
  await client.query(
    `
    with words as (
      select array['ber','lin','ham','burg','mün','chen','kö','ln','frank','furt','stutt','gart','düs','sel','dorf',
                   'leip','zig','dres','den','han','no','ver','nürn','bre','men','es','sen','dort','mund','bo',
                   'chum','wup','per','tal','bie','le','feld','bonn','müns','ter','karls','ruhe','mann','heim',
                   'augs','kiel','lü','beck','ro','stock'] as syllables,
             array['Stadt','Gemeinde','Landkreis','Amt','Zweckverband','Stadtwerke','Kreisverwaltung',
                   'Bezirksamt','Landesamt','Verbandsgemeinde'] as bodies,
             array['GmbH','AG','Software GmbH','Systeme GmbH','Digital AG','Technologie GmbH','Labs GmbH',
                   'Solutions GmbH'] as forms
    ), numbered as (
      select i, ('x' || substr(md5(i::text), 1, 8))::bit(32)::int & 2147483647 as h,
             ('x' || substr(md5(i::text), 9, 8))::bit(32)::int & 2147483647 as k
      from generate_series(1, $1::int) as i
    )
    insert into organizations (type, name, street, postal_code, city, agency_level, company_size, business_sector,
                               approval_status, created_at, updated_at)
    select case when i % 3 = 0 then 'Provider' else 'PublicProcurer' end,
           case when i % 3 = 0
             then initcap(syllables[1 + h % 50] || syllables[1 + (h / 50) % 50]) || ' ' || forms[1 + k % 8]
             else bodies[1 + k % 10] || ' ' ||
                  initcap(syllables[1 + h % 50] || syllables[1 + (h / 50) % 50] || syllables[1 + (h / 2500) % 50])
           end,
           'Musterstraße ' || (i % 200 + 1), lpad((10000 + i % 89999)::text, 5, '0'), 'Ort ' || (k % 5000),
           case when i % 3 = 0 then null else 'Municipality' end,
           case when i % 3 = 0 then 'ElevenToFifty' end,
           case when i % 3 = 0 then 'Service' end,
           case when i % 10 = 0 then 'Pending' else 'Approved' end,
           now() - (h % 1051200) * interval '1 minute', now() - (k % 1051200) * interval '1 minute'
    from numbered, words`,
    [organizationCount],
  );
  await client.query(`
    insert into journeys (organization_id, path_type, progress, status, open_task, last_activity_at)
    select id,
           case when type = 'Provider' then 'provider' else 'procurement' end,
           case when type = 'Provider'
             then (array['none','professional','practitioner','expert'])[1 + abs(hashtext(name)) % 4]
             else (array['none','bronze','silver','gold'])[1 + abs(hashtext(name)) % 4] end,
           (array['active','active','active','active','active','active','active','active','postponed','closed'])
             [1 + abs(hashtext(id::text)) % 10],
           case when abs(hashtext(city)) % 5 = 0
             then case when type = 'Provider' then 'records-due' else 'workshop-due' end end,
           updated_at
    from organizations
    where approval_status = 'Approved'`);
  // What autovacuum does on a live database: fresh statistics, the GIN pending list merged into the index.
  await client.query('vacuum analyze organizations');
  await client.query('vacuum analyze journeys');
}

/** The generic words of the seeded names: an admin searches for the distinctive part, the place. */
const GENERIC = new Set(
  [
    'Stadt',
    'Gemeinde',
    'Landkreis',
    'Amt',
    'Zweckverband',
    'Stadtwerke',
    'Kreisverwaltung',
    'Bezirksamt',
    'Landesamt',
    'Verbandsgemeinde',
    'GmbH',
    'AG',
    'Software',
    'Systeme',
    'Digital',
    'Technologie',
    'Labs',
    'Solutions',
  ].map((word) => word.toLowerCase()),
);

/** 3–5 characters cut from the place word of stored names at random (lower case, as typed). */
export async function patternsFrom(client, patternCount) {
  const { rows } = await client.query('select name from organizations order by random() limit $1', [
    patternCount,
  ]);
  return rows.flatMap(({ name }) => {
    const word = name
      .toLowerCase()
      .split(' ')
      .find((part) => !GENERIC.has(part));
    const length = Math.min(word?.length ?? 0, 3 + Math.floor(Math.random() * 3));
    if (length < 3) return [];
    const start = Math.floor(Math.random() * (word.length - length + 1));
    return [word.slice(start, start + length)];
  });
}
