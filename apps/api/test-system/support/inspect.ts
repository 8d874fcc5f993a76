// Reading what a killed server left behind, straight from the database: on PostgreSQL through a connection of
// the test, on PGlite by opening the server's data folder in the test (only while no server has it open).
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { withClient } from './postgres';

export type Query = <T>(sql: string, params?: unknown[]) => Promise<T[]>;

export type Engine =
  | { name: 'pglite'; dataDir: string }
  | { name: 'postgres'; dataDir: string; databaseUrl: string; database: string };

/**
 * Runs `use` with a query function on the engine's database. For PGlite this opening is also the check that
 * the folder a SIGKILL left behind opens again (PGlite recovers it like PostgreSQL after a crash).
 */
export async function inspect<T>(engine: Engine, use: (query: Query) => Promise<T>): Promise<T> {
  if (engine.name === 'postgres') {
    return withClient(engine.databaseUrl, (client) =>
      use(async (sql, params) => (await client.query(sql, params)).rows),
    );
  }
  const db = await PGlite.create({ dataDir: path.join(engine.dataDir, 'pglite'), extensions: { pg_trgm } });
  try {
    return await use(async <R>(sql: string, params?: unknown[]) => (await db.query<R>(sql, params)).rows);
  } finally {
    await db.close();
  }
}

export type SubmitState = {
  version: number;
  state: string;
  submitted_at: Date | null;
  evaluated: boolean;
  scoring_version: string | null;
  progress: string;
  journey_created_at: Date;
  journey_updated_at: Date;
  last_activity_at: Date;
  certificates: number;
};

/** The questionnaire with everything its submit writes in the same transaction: journey row and certificates. */
export async function submitState(query: Query, questionnaireId: string): Promise<SubmitState> {
  const [row] = await query<SubmitState>(
    `SELECT q.version, q.state, q.submitted_at, q.evaluation IS NOT NULL AS evaluated, q.scoring_version,
            j.progress, j.created_at AS journey_created_at, j.updated_at AS journey_updated_at, j.last_activity_at,
            (SELECT count(*)::int FROM certificates c WHERE c.organization_id = q.organization_id) AS certificates
       FROM questionnaires q JOIN journeys j ON j.organization_id = q.organization_id
      WHERE q.id = $1`,
    [questionnaireId],
  );
  if (!row) throw new Error(`questionnaire ${questionnaireId} or its journey is missing`);
  return row;
}

export type StoredReport = { id: string; size: number; sha256: string; length: number; actual: string };

/** Every stored workshop report with its declared size and hash next to those of the bytes really stored. */
export function storedReports(query: Query): Promise<StoredReport[]> {
  return query<StoredReport>(
    `SELECT id, size, sha256, length(content) AS length, encode(sha256(content), 'hex') AS actual
       FROM workshop_reports ORDER BY created_at`,
  );
}

/** An organisation's approval status and the decision mails recorded for its admins (docs/decisions/063). */
export async function decisionState(
  query: Query,
  organizationId: string,
): Promise<{ status: string; mails: number }> {
  const [row] = await query<{ status: string; mails: number }>(
    `SELECT o.approval_status AS status,
            (SELECT count(*)::int FROM mail_outbox m
               JOIN memberships ms ON ms.organization_id = o.id AND ms.role = 'Admin'
               JOIN users u ON u.id = ms.user_id AND u.email = m.recipient
              WHERE m.subject LIKE '%' || o.name || '%' OR m.text_body LIKE '%' || o.name || '%') AS mails
       FROM organizations o WHERE o.id = $1`,
    [organizationId],
  );
  return row!;
}
