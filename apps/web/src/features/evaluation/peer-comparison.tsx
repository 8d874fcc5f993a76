import '@mantine/core/styles/Checkbox.css';
import { lazy, Suspense } from 'react';
import {
  bandOnlyNote,
  formatDate,
  MEDIAN_NOT_SHOWN,
  PEER_FIGURES_NOTE,
  type PeerComparison as Comparison,
  type PeerFilterKey,
  type QuestionnaireKind,
} from '@cert/domain';
import { Alert, Checkbox, Group, Text } from '@mantine/core';
import { usePeerComparison, usePeerFilter } from './api';
import { percent, wholePercent } from './format';
import classes from './evaluation.module.css';
import { TitledSection } from '@/components/ui/titled-section';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { LoadError } from '@/components/ui/problem-alert';

/** The chart library comes with the figures only (docs/insights.md): the evaluation's bundle does not carry it. */
const ComparisonChart = lazy(() => import('./comparison-chart'));

type PeerComparisonProps = {
  kind: QuestionnaireKind;
  id: string;
  /** The questionnaire's title, for the sentence that says whom the organisation is compared with. */
  title: string;
};

/**
 * Where the organisation stands among comparable ones (issue 26, docs/insights.md): per section and overall its own
 * share beside the median and the middle half of other organisations' latest submissions of the kind, optionally
 * narrowed by what the submission says of the organisation. The chart only repeats the table, which carries the
 * numbers for everyone; below the group minimum there are no numbers at all.
 */
export function PeerComparison({ kind, id, title }: PeerComparisonProps) {
  const [by, setBy] = usePeerFilter();
  const comparison = usePeerComparison(kind, id, by);
  return (
    <TitledSection
      id="auswertung-vergleich"
      title="Im Vergleich mit anderen Organisationen"
      className={classes.block}
    >
      <Text maw="46rem" mb="md">
        Neben Ihren Ergebnissen stehen der Median und die mittlere Hälfte (vom unteren bis zum oberen Quartil)
        der Ergebnisse vergleichbarer Organisationen, jeweils mit ihrem zuletzt abgeschickten Fragebogen „
        {title}“. {PEER_FIGURES_NOTE} Die Zahlen ändern sich höchstens einmal im Monat und erst, wenn mehrere
        weitere Organisationen abgeschickt haben.
      </Text>
      {comparison.isPending ? (
        <Text role="status">Vergleich wird geladen …</Text>
      ) : comparison.error ? (
        <LoadError
          title="Der Vergleich konnte nicht geladen werden"
          error={comparison.error}
          onRetry={comparison.refetch}
          maw="46rem"
        />
      ) : (
        <ComparisonBody comparison={comparison.data} by={by} onBy={setBy} />
      )}
    </TitledSection>
  );
}

function ComparisonBody({
  comparison,
  by,
  onBy,
}: {
  comparison: Comparison;
  by: PeerFilterKey[];
  onBy: (by: PeerFilterKey[]) => void;
}) {
  const offered = comparison.filters.filter((filter) => filter.value !== null);
  return (
    <>
      {offered.length > 0 ? (
        <Checkbox.Group
          label="Nur vergleichbare Organisationen einbeziehen"
          description="Nach Ihren Angaben im Fragebogen."
          value={by}
          onChange={(keys) => onBy(offered.map((f) => f.key).filter((key) => keys.includes(key)))}
          mb="md"
          className={classes.screenOnly}
        >
          <Group gap="lg" mt="xs">
            {offered.map((filter) => (
              <Checkbox
                key={filter.key}
                value={filter.key}
                label={`${filter.label} (${filter.valueLabel})`}
              />
            ))}
          </Group>
        </Checkbox.Group>
      ) : null}
      {comparison.groupSize === null ? (
        <Alert title="Noch kein Vergleich möglich" maw="46rem" role="status">
          Für diesen Vergleich haben noch zu wenige Organisationen einen Fragebogen abgeschickt. Zahlen zeigen
          wir erst, wenn es mehr als {comparison.minimumGroup} sind, damit kein Wert auf die Antworten einer
          einzelnen Organisation schließen lässt.
          {by.length > 0 ? ' Mit weniger Einschränkungen wird die Vergleichsgruppe größer.' : ''}
        </Alert>
      ) : (
        <ComparisonFigures comparison={comparison} />
      )}
    </>
  );
}

function ComparisonFigures({ comparison }: { comparison: Comparison }) {
  const bandOnly = comparison.sections.some((section) => section.peers && section.peers.median === null);
  return (
    <>
      <Text role="status" mb="sm" maw="46rem">
        Verglichen mit {comparison.groupSize} Organisationen
        {comparison.publishedAt ? `, Stand ${formatDate(new Date(comparison.publishedAt))}` : ''}.
        {bandOnly ? ` ${bandOnlyNote(comparison.minimumGroup)}` : ''}
      </Text>
      <Suspense fallback={<div className={classes.comparisonChart} />}>
        <ComparisonChart sections={comparison.sections} />
      </Suspense>
      <ScrollRegion labelledBy="vergleich-tabelle" className={classes.comparisonTable}>
        <table className={`data-table figures-table ${classes.table}`}>
          <caption id="vergleich-tabelle">
            Ihr Ergebnis im Vergleich mit der Gruppe, Anteil der möglichen Punkte
          </caption>
          <thead>
            <tr>
              <th scope="col">Abschnitt</th>
              <th scope="col">Ihr Ergebnis</th>
              <th scope="col">Median</th>
              <th scope="col">Mittlere Hälfte</th>
            </tr>
          </thead>
          <tbody>
            {comparison.sections.map((section) => (
              <tr key={section.section}>
                <th scope="row">{section.title}</th>
                <td>{percent(section.own)}</td>
                <td>
                  {section.peers
                    ? section.peers.median === null
                      ? MEDIAN_NOT_SHOWN
                      : percent(section.peers.median)
                    : 'zu wenige Angaben'}
                </td>
                <td>
                  {section.peers
                    ? `${wholePercent(section.peers.q1)} bis ${percent(section.peers.q3)}`
                    : 'zu wenige Angaben'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </>
  );
}
