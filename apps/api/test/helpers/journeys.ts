import type { QuestionnaireKind } from '@cert/domain';
import type { Database } from '../../src/db/client';
import { caseStudies, providerRecords } from '../../src/db/schema';

/**
 * A provider's completed professional and practitioner levels, written straight into the database: the arrange
 * step of tests that submit the expert questionnaire, which opens only 4 weeks after practitioner (ADR 014).
 * The case study was accepted on `acceptedOn` (default long before the tests' clock), the records a little earlier.
 */
export async function completePractitioner(
  db: Database,
  organizationId: string,
  acceptedOn = '2026-01-15',
): Promise<void> {
  await db.insert(providerRecords).values([
    { organizationId, kind: 'event', performedAt: '2025-09-01', eventName: 'Innovationstag' },
    { organizationId, kind: 'elearning', performedAt: '2025-09-02', eventName: 'E-Learning Grundlagen' },
    {
      organizationId,
      kind: 'innovation-entry',
      performedAt: '2025-11-03',
      eventName: 'Sensorplattform',
      url: 'https://marktplatz.example/innovation/1',
    },
    { organizationId, kind: 'presentation', performedAt: '2025-11-04', eventName: 'Praxisforum' },
  ]);
  const accepted = new Date(`${acceptedOn}T10:00:00Z`);
  await db.insert(caseStudies).values({
    kind: 'practitioner',
    organizationId,
    content: { title: 'Sensorplattform für die Stadtreinigung' },
    state: 'ACCEPTED',
    createdAt: accepted,
    updatedAt: accepted,
    submittedAt: accepted,
    reviewedAt: accepted,
  });
}

/**
 * Arranges the journey so that a questionnaire of the kind may be submitted now: the expert questionnaire needs a
 * completed practitioner level; a procurer's bronze of one branch is always open (the second branch waits 6 weeks
 * after the first one passed, so tests that pass both use one organisation per branch).
 */
export async function openLevelFor(
  db: Database,
  kind: QuestionnaireKind,
  organizationId: string,
): Promise<void> {
  if (kind === 'provider-expert') await completePractitioner(db, organizationId);
}
