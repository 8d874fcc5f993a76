import {
  evaluationLabels,
  formatDate,
  formatDuration,
  questionnaires,
  type DetailedEvaluation,
  type EvaluatedItem,
  type EvaluationResponse,
  type QuestionnaireKind,
} from '@cert/domain';
import { Alert, Button, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { DateDisplay, DateTimeDisplay, DocumentLink } from '@/components/form';
import { TextLink } from '@/components/ui/text-link';
import { isApiError, userMessageOf } from '@/lib/api-client';
import { evaluationPdfHref, useEvaluation, usePeerFilter } from './api';
import { daysLeftText, percent, points, pointsWithShare } from './format';
import { PeerComparison } from './peer-comparison';
import { ScoreBar } from './score-bar';
import { Loading } from '@/components/ui/loading';
import classes from './evaluation.module.css';
import { TitledSection } from '@/components/ui/titled-section';
import { ScrollRegion } from '@/components/ui/scroll-region';

type EvaluationScreenProps = {
  kind: QuestionnaireKind;
  id: string;
  /** The journey screen (spec: journeyProcurement or journeyProvider). */
  journeyPath: string;
  /**
   * Who reads it: the organisation itself (default), or the programme office, which reads an organisation's
   * evaluation from its admin journey and has no questionnaires of its own to go back to.
   */
  readBy?: 'organization' | 'programme-office';
  /** The submitted answers, read-only (the questionnaire's review page). */
  answersPath: string;
};

/**
 * The evaluation of a submitted questionnaire (docs/questionnaire-rules.md §2, §3; issue 6): the result, per section
 * the points with a bar and in text, strengths and recommendations, the waiting period after a failed result,
 * the answers, the PDF and a printable layout.
 */
const journeyLabels = {
  organization: 'Zu Ihrem Zertifizierungspfad',
  'programme-office': 'Zum Zertifizierungspfad der Organisation',
} as const;

export function EvaluationScreen(props: EvaluationScreenProps) {
  const { kind, id, readBy = 'organization' } = props;
  const questionnaire = questionnaires[kind];
  const evaluation = useEvaluation(kind, id);

  if (evaluation.isPending) return <Loading label="Auswertung wird geladen" />;
  if (evaluation.error) {
    const notFound =
      isApiError(evaluation.error) && (evaluation.error.status === 404 || evaluation.error.status === 400);
    return (
      <div className="prose">
        <p className="page-caption">{questionnaire.title}</p>
        <Title order={1}>{notFound ? 'Auswertung nicht gefunden' : 'Auswertung nicht geladen'}</Title>
        <Text mb="md">
          {notFound
            ? readBy === 'organization'
              ? 'Zu dieser Adresse gibt es keine Auswertung. Ausgewertet werden abgeschickte Fragebögen Ihrer aktiven Organisation.'
              : 'Zu dieser Adresse gibt es keine Auswertung.'
            : isApiError(evaluation.error)
              ? userMessageOf(evaluation.error)
              : 'Die Auswertung konnte nicht gelesen werden. Bitte laden Sie die Seite neu.'}
        </Text>
        {readBy === 'organization' ? (
          <TextLink to="/fragebogen">Zu Ihren Fragebögen</TextLink>
        ) : (
          <TextLink to={props.journeyPath}>{journeyLabels[readBy]}</TextLink>
        )}
      </div>
    );
  }
  return <Evaluation {...props} result={evaluation.data} />;
}

function Evaluation({
  kind,
  id,
  journeyPath,
  readBy = 'organization',
  answersPath,
  result,
}: EvaluationScreenProps & { result: EvaluationResponse }) {
  const { title, definition } = questionnaires[kind];
  // The PDF's comparison is narrowed as the screen's (the address keeps the filters).
  const [by] = usePeerFilter();
  const passed = result.state === 'PASSED';
  const items = new Map(result.evaluatedItems.map((item) => [item.section, item]));
  // Every step in order; the unscored ones only where they carry advice. The general section's advice is the
  // next step as a whole and stands at the top.
  const sections = definition.steps
    .filter((step) => step.section !== 'general')
    .map((step) => ({
      section: step.section,
      title: items.get(step.section)?.title ?? step.title,
      item: items.get(step.section),
      advice: result.detailedEvaluations[step.section] ?? { positiveResults: [], recommendations: [] },
    }))
    .filter(
      ({ item, advice }) =>
        item !== undefined || advice.positiveResults.length > 0 || advice.recommendations.length > 0,
    );
  const { retention, total } = result;
  // Only an evaluation with recommendations points to them (docs/questionnaire-rules.md §3).
  const hasRecommendations = sections.some(({ advice }) => advice.recommendations.length > 0);

  return (
    <article className={classes.page} aria-labelledby="auswertung-titel">
      <p className="page-caption">{title}</p>
      <div className={classes.result} data-passed={passed || undefined}>
        <span className={classes.resultIcon} aria-hidden="true">
          {passed ? '✓' : '!'}
        </span>
        <div>
          <Title order={1} id="auswertung-titel" className={classes.title}>
            {passed ? 'Auswertung: bestanden' : 'Auswertung: noch nicht bestanden'}
          </Title>
          <Text className={classes.lead}>
            {passed
              ? `${result.certificatedParty} erfüllt die Anforderungen des Fragebogens „${title}“. Herzlichen Glückwunsch!`
              : `${result.certificatedParty} erfüllt die Anforderungen des Fragebogens „${title}“ noch nicht.${hasRecommendations ? ' Die Handlungsempfehlungen unten zeigen, wo Sie ansetzen können.' : ''}`}
          </Text>
        </div>
      </div>

      <dl className={classes.facts}>
        <div>
          <dt>{evaluationLabels.party(passed)}</dt>
          <dd>{result.certificatedParty}</dd>
        </div>
        <div>
          <dt>Fragebogen</dt>
          <dd>{title}</dd>
        </div>
        <div>
          <dt>{evaluationLabels.submittedAt}</dt>
          <dd>
            <DateTimeDisplay value={result.submittedAt} />
          </dd>
        </div>
        <div>
          <dt>Gesamtergebnis</dt>
          <dd>
            {pointsWithShare(total)}, erforderlich {percent(total.threshold)}
          </dd>
        </div>
      </dl>

      <div className={classes.actions}>
        <Button component={Link} to={answersPath} variant="outline">
          Eingereichte Antworten ansehen
        </Button>
        <DocumentLink href={evaluationPdfHref(kind, id, by)} className={classes.documentLink}>
          Als PDF herunterladen
        </DocumentLink>
        <Button variant="outline" onClick={() => window.print()}>
          Drucken
        </Button>
      </div>

      {!passed ? <RetentionNotice retention={retention} hasRecommendations={hasRecommendations} /> : null}

      <TitledSection id="auswertung-weiter" title="Wie es weitergeht" className={classes.block}>
        <Text mb="sm" maw="46rem">
          {result.nextStep}
        </Text>
        <TextLink to={journeyPath} className={classes.screenOnly}>
          {journeyLabels[readBy]}
        </TextLink>
      </TitledSection>

      <TitledSection id="auswertung-ueberblick" title="Ergebnis im Überblick" className={classes.block}>
        <Text maw="46rem" mb="md">
          Bestanden ist der Fragebogen, wenn die Gesamtpunktzahl mindestens {percent(total.threshold)} der
          möglichen Punkte erreicht und jeder Abschnitt seine Mindestanforderung erfüllt. Die Balken zeigen
          den erreichten Anteil, der senkrechte Strich die Mindestanforderung.
        </Text>
        <div className={classes.totalBlock}>
          <Text fw={600}>Gesamt</Text>
          <ScoreBar share={total.share} threshold={total.threshold} reached={total.passed} />
          <Text>
            {pointsWithShare(total)}, erforderlich {percent(total.threshold)} –{' '}
            <Reached reached={total.passed} />
          </Text>
        </div>
        <ScrollRegion labelledBy="auswertung-tabelle">
          <table className={`data-table ${classes.table}`}>
            <caption id="auswertung-tabelle">{evaluationLabels.sections}</caption>
            <thead>
              <tr>
                <th scope="col">{evaluationLabels.section}</th>
                <th scope="col">{evaluationLabels.reached}</th>
                <th scope="col" className={classes.hyphenate}>
                  {evaluationLabels.threshold}
                </th>
              </tr>
            </thead>
            <tbody>
              {result.evaluatedItems.map((item) => (
                <tr key={item.section}>
                  <th scope="row">{item.title}</th>
                  <td>
                    <Score item={item} />
                  </td>
                  <td>
                    <Minimum item={item} />
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{evaluationLabels.total}</th>
                <td>
                  <Score item={total} />
                </td>
                <td>
                  <Minimum item={total} />
                </td>
              </tr>
            </tfoot>
          </table>
        </ScrollRegion>
      </TitledSection>

      <PeerComparison kind={kind} id={id} title={title} />

      <TitledSection
        id="auswertung-abschnitte"
        title="Stärken und Handlungsempfehlungen je Abschnitt"
        className={`${classes.block} ${classes.newPage}`}
      >
        {sections.map((section) => (
          <SectionResult key={section.section} {...section} />
        ))}
      </TitledSection>

      <TitledSection id="auswertung-modell" title="So wird bewertet" className={classes.block}>
        <Text maw="46rem" mb="sm">
          Jede bewertete Antwort bringt Punkte nach einem festen, für alle Teilnehmenden gleichen
          Bewertungsmodell; Angaben zur Größe Ihrer Organisation und „Keine Angabe möglich“ zählen nicht. Je
          Abschnitt werden die Punkte addiert und mit der Höchstpunktzahl und der Mindestanforderung des
          Abschnitts verglichen.
        </Text>
        <Text maw="46rem">
          Ausgewertet nach Bewertungsmodell Version {result.scoringVersion}. Das Ergebnis wurde am{' '}
          <DateDisplay value={result.stateUpdatedAt} /> festgestellt und ändert sich nachträglich nicht.{' '}
          <TextLink to="/bewertung">Alle Regeln der Bewertung</TextLink>
        </Text>
      </TitledSection>

      <p className={classes.screenOnly}>
        {readBy === 'organization' ? (
          <>
            <TextLink to="/fragebogen">Zu Ihren Fragebögen</TextLink>
            {' · '}
          </>
        ) : null}
        <TextLink to={journeyPath}>{journeyLabels[readBy]}</TextLink>
      </p>
    </article>
  );
}

type Numbers = { score: number; maximum: number; share: number; threshold: number; passed: boolean };

/** "47 von 119 Punkten (39 %)", breaking only between the points and the share. */
function Score({ item }: { item: Numbers }) {
  return (
    <>
      <span className={classes.nowrap}>{points(item.score, item.maximum)}</span>{' '}
      <span className={classes.nowrap}>({percent(item.share)})</span>
    </>
  );
}

function Minimum({ item }: { item: Numbers }) {
  return (
    <>
      <span className={classes.nowrap}>{percent(item.threshold)}</span> – <Reached reached={item.passed} />
    </>
  );
}

function Reached({ reached }: { reached: boolean }) {
  return (
    <span className={classes.reached} data-reached={reached || undefined}>
      <span aria-hidden="true">{reached ? '✓\u00a0' : '✗\u00a0'}</span>
      {reached ? 'erreicht' : 'nicht erreicht'}
    </span>
  );
}

function RetentionNotice({
  retention,
  hasRecommendations,
}: {
  retention: EvaluationResponse['retention'];
  hasRecommendations: boolean;
}) {
  if (!retention.isInRetention || !retention.endDate) {
    return (
      <Alert
        color="blue"
        title="Sie können den Fragebogen erneut einreichen"
        mb="xl"
        className={classes.notice}
      >
        Die Wartefrist nach diesem Ergebnis ist abgelaufen. Greifen Sie die Handlungsempfehlungen auf und
        reichen Sie den Fragebogen erneut ein, wenn Sie so weit sind.
      </Alert>
    );
  }
  const endDate = formatDate(retention.endDate);
  return (
    <Alert
      color="blue"
      role="note"
      title={`Erneute Einreichung ab dem ${endDate} möglich`}
      mb="xl"
      className={classes.notice}
    >
      <Text mb="xs">
        Nach einem nicht bestandenen Ergebnis gilt eine Wartefrist von{' '}
        {formatDuration(retention.duration, 'dative')}. Sie endet am <DateDisplay value={retention.endDate} />{' '}
        ({daysLeftText(retention.daysLeft)}).
      </Text>
      <Text>
        Bis dahin können Sie einen neuen Entwurf vorbereiten und speichern, aber noch nicht absenden.
        {hasRecommendations
          ? ' Nutzen Sie die Zeit, um die Handlungsempfehlungen unten umzusetzen, zum Beispiel mit den Leitfäden, E-Learning-Angeboten und Workshops des Programms.'
          : ' Die Leitfäden, E-Learning-Angebote und Workshops des Programms helfen Ihnen bei der Vorbereitung.'}
      </Text>
    </Alert>
  );
}

type SectionResultProps = {
  section: string;
  title: string;
  item: EvaluatedItem | undefined;
  advice: DetailedEvaluation;
};

function SectionResult({ section, title, item, advice }: SectionResultProps) {
  const headingId = `abschnitt-${section}`;
  return (
    <section aria-labelledby={headingId} className={classes.section}>
      <div className={classes.sectionHead}>
        <Title order={3} id={headingId} className={classes.sectionTitle}>
          {title}
        </Title>
        {item ? (
          <>
            <ScoreBar share={item.share} threshold={item.threshold} reached={item.passed} />
            <Text>
              {pointsWithShare(item)}
              {item.threshold > 0
                ? `, Mindestanforderung ${percent(item.threshold)}`
                : ', keine Mindestanforderung'}{' '}
              – <Reached reached={item.passed} />
            </Text>
          </>
        ) : (
          <Text c="var(--kern-text-muted)">Dieser Abschnitt wird nicht bewertet.</Text>
        )}
      </div>
      <Title order={4} className={classes.listTitle}>
        Ihre Stärken
      </Title>
      {advice.positiveResults.length > 0 ? (
        <ul className={classes.list}>
          {advice.positiveResults.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      ) : (
        <Text className={classes.empty}>
          In diesem Abschnitt haben wir keine besonderen Stärken festgestellt.
        </Text>
      )}
      <Title order={4} className={classes.listTitle}>
        Handlungsempfehlungen
      </Title>
      {advice.recommendations.length > 0 ? (
        <ul className={classes.list}>
          {advice.recommendations.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      ) : (
        <Text className={classes.empty}>Für diesen Abschnitt haben wir keine weiteren Empfehlungen.</Text>
      )}
    </section>
  );
}
