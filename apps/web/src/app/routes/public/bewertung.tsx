import { SCORING_VERSION } from '@cert/domain/scoring/thresholds';
import { formatDuration, RETENTION } from '@cert/domain/journey/periods';
import { Text, Title } from '@mantine/core';
import { SimplePage } from '@/components/ui/simple-page';
import { TextLink } from '@/components/ui/text-link';

/**
 * How the questionnaires are evaluated, generated from the definitions and the programme's thresholds
 * (packages/domain scoring/rules.ts, evaluated by the build: docs/decisions/069; docs/scoring.md explains the model
 * in full): every section with its most points and its minimum, the overall minimum, the scoring version and what
 * follows a failed result.
 */
/** A section without a minimum of its own: its points count towards the total only. */
const NO_SECTION_MINIMUM = 'kein eigenes';

export function Component() {
  const rules = __SCORING_RULES__;
  return (
    <SimplePage title="So werten wir die Fragebögen aus">
      <Text size="lg" mb="md">
        Jede Einreichung wird nach denselben, hier veröffentlichten Regeln ausgewertet. Alle Teilnehmenden
        erhalten eine Auswertung je Abschnitt mit Stärken und Handlungsempfehlungen, ob bestanden oder nicht.
      </Text>

      <Title order={2} mt="xl" mb="sm">
        Was zählt
      </Title>
      <ul>
        <li>
          Bewertet werden Antworten, die etwas über die Fähigkeit zur innovativen Beschaffung aussagen:
          Strategie, Kultur, Kompetenzen, Verfahren und Werkzeuge. Angaben zur Größe Ihrer Organisation,
          Freitexte und Kontaktangaben zählen nicht.
        </li>
        <li>
          „Keine Angabe möglich“ bringt keine Punkte und senkt zugleich die Höchstpunktzahl: Die Aussage wird
          aus der Bewertung herausgenommen und zählt weder für noch gegen Sie. Nur bei den vorhandenen
          Kompetenzen gilt „Keine Angabe möglich“ als „nicht vorhanden“ (0 Punkte).
        </li>
        <li>
          Die Abschnitte sind die Schritte des Fragebogens. Je Abschnitt werden die Punkte addiert und mit
          seiner Höchstpunktzahl verglichen.
        </li>
        <li>
          <strong>Bestanden</strong> ist ein Fragebogen, wenn die Gesamtpunktzahl den Mindestanteil erreicht{' '}
          <strong>und</strong> kein Abschnitt unter seiner Mindestanforderung liegt. Ein starker Bereich
          gleicht einen vernachlässigten also nicht aus.
        </li>
      </ul>

      {rules.map((rule) => (
        <section key={rule.kind} aria-labelledby={`regeln-${rule.kind}`}>
          <Title order={2} mt="xl" mb="sm" id={`regeln-${rule.kind}`}>
            {rule.title}
          </Title>
          <Text mb="sm">
            Bestanden mit mindestens {rule.overall} % aller Punkte und dem Minimum in jedem Abschnitt. Die
            Tabelle nennt je Abschnitt die höchste erreichbare Punktzahl und den Anteil davon, der mindestens
            erreicht werden muss; „{NO_SECTION_MINIMUM}“ heißt: Der Abschnitt hat kein eigenes Minimum, seine
            Punkte zählen nur zur Gesamtpunktzahl.
          </Text>
          <table className="data-table figures-table">
            <caption>Bewertete Abschnitte: {rule.title}</caption>
            <thead>
              <tr>
                <th scope="col">Abschnitt</th>
                {/* Short heads: the table fits a phone's width without scrolling sideways. */}
                <th scope="col">Punkte</th>
                <th scope="col">Minimum</th>
              </tr>
            </thead>
            <tbody>
              {rule.sections.map((section) => (
                <tr key={section.section}>
                  <th scope="row">{section.title}</th>
                  <td>{section.maximum}</td>
                  <td>{section.minimum > 0 ? `${section.minimum} %` : NO_SECTION_MINIMUM}</td>
                </tr>
              ))}
              <tr>
                <th scope="row">Gesamt</th>
                <td>{rule.total}</td>
                <td>{rule.overall} %</td>
              </tr>
            </tbody>
          </table>
        </section>
      ))}

      <Title order={2} mt="xl" mb="sm">
        Wenn es nicht gereicht hat
      </Title>
      <Text mb="sm">
        Nach einem nicht bestandenen Ergebnis können Sie denselben Fragebogen nach{' '}
        {formatDuration(RETENTION, 'dative')} erneut einreichen. Die Handlungsempfehlungen Ihrer Auswertung
        zeigen, wo Sie ansetzen können. Die Wartezeiten zwischen den Stufen stehen bei den
        Zertifizierungspfaden{' '}
        <TextLink to="/zertifizierung-fuer-oeffentliche-auftraggeber">für öffentliche Auftraggeber</TextLink>{' '}
        und <TextLink to="/zertifizierung-fuer-unternehmen">für Unternehmen</TextLink>.
      </Text>

      <Title order={2} mt="xl" mb="sm">
        Version der Regeln
      </Title>
      <Text mb="sm">
        Es gilt das Bewertungsmodell Version {SCORING_VERSION}. Jede Auswertung nennt die Version, nach der
        sie erstellt wurde. Ändert das Programm Punkte oder Mindestanforderungen, erhält das Modell eine neue
        Version; bereits erteilte Ergebnisse bleiben unverändert.
      </Text>
    </SimplePage>
  );
}
