import { eq } from 'drizzle-orm';
import type { QuestionnaireKind } from '@cert/domain';
import type { Database } from '../../src/db/client';
import { journeys, questionnaires } from '../../src/db/schema';

/** The organisation's journey row (undefined when it has none). */
export async function journeyRow(db: Database, organizationId: string) {
  const [row] = await db.select().from(journeys).where(eq(journeys.organizationId, organizationId));
  return row;
}

/** A submitted questionnaire with its result, written straight into the database (answers do not matter here). */
export async function insertResult(
  db: Database,
  organizationId: string,
  kind: QuestionnaireKind,
  state: 'PASSED' | 'FAILED',
  at: Date,
): Promise<string> {
  const [row] = await db
    .insert(questionnaires)
    .values({
      kind,
      organizationId,
      answers: {},
      state,
      stateUpdatedAt: at,
      submittedAt: at,
      createdAt: at,
      updatedAt: at,
      version: 2,
    })
    .returning({ id: questionnaires.id });
  return row!.id;
}
