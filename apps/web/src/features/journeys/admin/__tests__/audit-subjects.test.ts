import { describe, expect, it } from 'vitest';
import { auditSubjects } from '../audit-subjects';
import { procurementJourney, providerJourney } from './fixtures';

describe("what the journey log's entries concern", () => {
  it("names a provider's records by their kind and name", () => {
    const subjects = auditSubjects(providerJourney(), []);
    expect(subjects.get('p1')).toBe(
      'Teilnahme an einer Programmveranstaltung „Innovationstag 2026“ vom 03.02.2026',
    );
    expect(subjects.get('p3')).toBe(
      'Innovationseintrag auf dem Marktplatz „Sensorik für Brücken“ vom 20.03.2026',
    );
  });

  it("names a procurer's workshop results by branch and day, and its case study by its title", () => {
    const rejectedEarlier = {
      _id: 'a2',
      action: 'case-study.rejected' as const,
      actor: 'Erika Admin',
      subjectId: 'cs0',
      caseStudyTitle: 'Erster Anlauf',
      comment: 'Die Wirkung fehlt.',
      createdAt: '2026-03-01T08:00:00.000Z',
    };
    const subjects = auditSubjects(procurementJourney(), [rejectedEarlier]);
    expect(subjects.get('w1')).toBe('Workshop-Ergebnis Beschaffungsstelle vom 10.03.2026');
    expect(subjects.get('cs1')).toBe('Praxisbeispiel „Digitale Akte für das Bauamt“');
    // A case study the journey no longer names (rejected before the current one was accepted): the log's title.
    expect(subjects.get('cs0')).toBe('Praxisbeispiel „Erster Anlauf“');
    expect(subjects.get('gone')).toBeUndefined();
  });
});
