import { describe, expect, it } from 'vitest';
import { auditSubjects } from '../audit-subjects';
import { procurementJourney, providerJourney } from './fixtures';

describe("what the journey log's entries concern", () => {
  it("names a provider's records by their kind and name", () => {
    const subjects = auditSubjects(providerJourney());
    expect(subjects.get('p1')).toBe(
      'Teilnahme an einer Programmveranstaltung „Innovationstag 2026“ vom 03.02.2026',
    );
    expect(subjects.get('p3')).toBe(
      'Innovationseintrag auf dem Marktplatz „Sensorik für Brücken“ vom 20.03.2026',
    );
  });

  it("names a procurer's workshop results by branch and day, and its case study by its title", () => {
    const subjects = auditSubjects(procurementJourney());
    expect(subjects.get('w1')).toBe('Workshop-Ergebnis Beschaffungsstelle vom 10.03.2026');
    expect(subjects.get('cs1')).toBe('Praxisbeispiel „Digitale Akte für das Bauamt“');
    expect(subjects.get('gone')).toBeUndefined();
  });
});
