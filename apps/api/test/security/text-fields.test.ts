import type { LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { signIn, TestBrowser } from '../helpers/browser';
import { createFixture, type SignedInActors } from '../authorization/fixture';
import { actors, matrix, type Actor, type CellRequest, type MatrixRow } from '../authorization/matrix';

/**
 * docs/security.md 34 for every write route, so that a new one cannot miss it: each row of the authorization matrix
 * with a JSON body is sent by an actor it lets through, with one text of its body (every string the valid body
 * holds, and every string property its schema declares) replaced by text with NUL, bidirectional controls and
 * other control characters. NUL answers 400 naming that field; the rest answers 4xx or is stored cleaned, and no
 * answer is ever 5xx or carries a bidirectional or control character.
 */

const emailOf: Record<Exclude<Actor, 'anonymous'>, string> = {
  signedInWithoutOrganization: 'text-no-organization@matrix.example',
  pendingMember: 'text-pending-member@matrix.example',
  member: 'text-member@matrix.example',
  organizationAdmin: 'text-organization-admin@matrix.example',
  otherOrganizationMember: 'text-other-organization@matrix.example',
  platformAdmin: 'text-platform-admin@matrix.example',
};
const unlimited = { max: 100_000, windowMs: 60_000 };

/** Characters that storage cannot take (NUL) or that must not reach others (the rest). */
const BIDI_AND_CONTROLS = [
  '\u202e', // right-to-left override: shows "fdp.exe" as "exe.pdf"
  '\u202d',
  '\u202a',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200f',
  '\u200e',
  '\u061c',
  '\u0007',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009b',
  '\r',
  '\u2028',
];
/** What no answer may carry once the text is stored: bidirectional controls and controls but tab and line feed. */
// eslint-disable-next-line no-control-regex -- control characters are what is looked for
const FORBIDDEN = /[\p{Bidi_Control}\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/u;

const hostileText = fc
  .array(fc.oneof(fc.constantFrom(...BIDI_AND_CONTROLS), fc.constantFrom('a', 'ä', ' ', '.', '\n')), {
    minLength: 1,
    maxLength: 8,
  })
  .map((chars) => chars.join(''));

type Path = (string | number)[];
type Leaf = { path: Path; original: string };

const dotted = (path: Path) => path.join('.');
/** A record's id: whatever it holds, a value that names nothing gets the route's own answer, not a field error. */
const UUID = /^[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;

/** Every string of a JSON value with its path. */
function stringLeaves(value: unknown, path: Path = []): Leaf[] {
  if (typeof value === 'string') return [{ path, original: value }];
  if (Array.isArray(value)) return value.flatMap((entry, index) => stringLeaves(entry, [...path, index]));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, entry]) => stringLeaves(entry, [...path, key]));
  }
  return [];
}

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
};

const mayBeString = (schema: JsonSchema): boolean =>
  schema.enum === undefined &&
  schema.const === undefined &&
  (schema.type === 'string' ||
    (Array.isArray(schema.type) && schema.type.includes('string')) ||
    (schema.anyOf ?? []).some(mayBeString));

/**
 * String properties the schema declares that the valid body leaves out (optional comments, a case study's
 * fields), under objects the body has: added with a plain text of their own.
 */
function declaredLeaves(schema: JsonSchema | undefined, value: unknown, path: Path = []): Leaf[] {
  if (!schema || typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  const objectSchemas = [schema, ...(schema.anyOf ?? [])].filter((s) => s.properties);
  return objectSchemas.flatMap((objectSchema) =>
    Object.entries(objectSchema.properties!).flatMap(([key, property]) => {
      const present = (value as Record<string, unknown>)[key];
      if (present === undefined)
        return mayBeString(property) ? [{ path: [...path, key], original: 'Text' }] : [];
      return declaredLeaves(property, present, [...path, key]);
    }),
  );
}

function withValue(body: unknown, path: Path, value: string): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let at: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  at[path.at(-1)!] = value;
  return copy;
}

/** The first actor of the row that gets through (a 2xx), with that status. */
function allowedActor(row: MatrixRow): Actor | undefined {
  const column = row.expect.findIndex((status) => status >= 200 && status < 300);
  return column < 0 ? undefined : actors[column];
}

const isJsonBody = (body: unknown) =>
  body !== undefined && !(body instanceof FormData) && typeof body === 'object';

function expectNoForbiddenCharacter(res: LightMyRequestResponse, label: string) {
  const strings = res.body ? stringLeaves(JSON.parse(res.body)) : [];
  const found = strings.find((leaf) => FORBIDDEN.test(leaf.original));
  expect(found, `${label}: ${found ? `${dotted(found.path)} = ${JSON.stringify(found.original)}` : ''}`).toBe(
    undefined,
  );
}

const writeRows = matrix.filter(
  (row) => /^(POST|PUT|PATCH) /.test(row.route) && !row.freshSession && !row.deletesCaller,
);

describe('every text field of every write route (docs/security.md 34, property)', () => {
  let t: TestContext;
  const sessions = new Map<Actor, TestBrowser>();
  let users: SignedInActors;
  const bodySchemas = new Map<string, JsonSchema>();

  beforeAll(async () => {
    t = await createTestApp(
      { ADMIN_EMAILS: emailOf.platformAdmin },
      {
        auth: { magicLinkPerAddress: unlimited, magicLinkPerIp: unlimited },
        onRoute: (route) => {
          const body = route.schema?.body;
          if (!(body instanceof z.ZodType)) return;
          const methods = Array.isArray(route.method) ? route.method : [route.method];
          const schema = z.toJSONSchema(body, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
          for (const method of methods) bodySchemas.set(`${method} ${route.url}`, schema);
        },
      },
    );
    const signedIn = {} as Record<string, { id: string; email: string }>;
    for (const actor of actors) {
      if (actor === 'anonymous') {
        const browser = new TestBrowser(t.app);
        await browser.ensureCsrf();
        sessions.set(actor, browser);
        continue;
      }
      const { browser } = await signIn(t, emailOf[actor]);
      sessions.set(actor, browser);
      const me = (await browser.get('/api/user/me')).json() as { _id: string; email: string };
      signedIn[actor] = { id: me._id, email: me.email };
    }
    users = signedIn as SignedInActors;
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  it('covers the write routes of the matrix that take text', () => {
    expect(writeRows.length).toBeGreaterThan(30);
  });

  for (const row of writeRows) {
    const actor = allowedActor(row);
    if (!actor) continue;
    const label = row.variant ? `${row.route} (${row.variant})` : row.route;

    it(label, async () => {
      const method = row.route.slice(0, row.route.indexOf(' '));
      const pattern = row.route.slice(row.route.indexOf(' ') + 1);
      const prepare = async () => {
        const fixture = await createFixture(t.database.db, users, actor, row.fixture ?? {}, () =>
          t.clock.now(),
        );
        return (await row.request?.(fixture)) ?? ({} as CellRequest);
      };
      let request = await prepare();
      if (!isJsonBody(request.body)) return;
      const leaves = [
        ...stringLeaves(request.body),
        ...declaredLeaves(bodySchemas.get(row.route), request.body),
      ];
      if (leaves.length === 0) return;
      const url = () =>
        pattern.replace(/:([A-Za-z0-9_]+)/g, (_all, name: string) =>
          encodeURIComponent(request.params![name]!),
        );

      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...leaves),
          hostileText,
          fc.boolean(),
          async (leaf, hostile, withNul) => {
            // Around the valid text, so that a text that must not be empty or of a format stays what it was.
            const text = withNul
              ? `${leaf.original}\u0000${hostile}`
              : `${hostile}${leaf.original}${hostile}`;
            const body = withValue(request.body, leaf.path, text);
            const res = await sessions
              .get(actor)!
              .clone()
              .request(method, url(), { payload: body as object });
            const context = `${method} ${url()} ${dotted(leaf.path)} = ${JSON.stringify(text)}: ${res.body.slice(0, 300)}`;
            expect(res.statusCode, context).toBeLessThan(500);
            if (withNul && UUID.test(leaf.original)) {
              expect(res.statusCode, context).toBeGreaterThanOrEqual(400);
              return;
            }
            if (withNul) {
              expect(res.statusCode, context).toBe(400);
              const fields = (res.json() as { fields?: { path: string }[] }).fields ?? [];
              expect(
                fields.map((field) => field.path),
                context,
              ).toContain(dotted(leaf.path));
              return;
            }
            expectNoForbiddenCharacter(res, context);
            // Written: the next run gets a fixture of its own, as the matrix's cells do.
            if (res.statusCode < 300) request = await prepare();
          },
        ),
        { numRuns: Math.min(40, leaves.length * 4) },
      );
    });
  }
});
