import {
  adminEvaluationPath,
  adminSubmissionPath,
  formatDate,
  isoDateInGermany,
  type JourneyPathType,
  type QuestionnaireKind,
  type QuestionnaireLevel,
  type QuestionnaireSummary,
} from '@cert/domain';
import { evaluationPdfPath } from '@cert/domain/contracts';
import { Group, Text, VisuallyHidden } from '@mantine/core';
import { DateTimeDisplay, DocumentLink } from '@/components/form';
import { RetentionCountdown } from '@/components/journey';
import { TextLink } from '@/components/ui/text-link';
import classes from './admin-journeys.module.css';

const resultLabel = { PASSED: 'bestanden', FAILED: 'nicht bestanden' } as const;

type Props = {
  organizationId: string;
  pathType: JourneyPathType;
  kind: QuestionnaireKind;
  level: QuestionnaireLevel;
};

/**
 * The submitted questionnaires of a bronze or expert level: the latest, earlier failures and the retention, each
 * with its answers (read-only), its evaluation and the evaluation's PDF, which the silver workshop is prepared from.
 */
export function QuestionnaireRecords({ organizationId, pathType, kind, level }: Props) {
  if (!level.current) {
    return (
      <Text>
        {level.draftId
          ? 'Die Organisation hat den Fragebogen begonnen, aber noch nicht eingereicht.'
          : 'Die Organisation hat den Fragebogen noch nicht eingereicht.'}
      </Text>
    );
  }
  const links = (record: QuestionnaireSummary, when: string) => (
    <Group gap="md" component="span" className={classes.recordLinks}>
      <TextLink to={adminSubmissionPath(organizationId, pathType, kind, record._id)}>
        Antworten<VisuallyHidden> vom {when}</VisuallyHidden>
      </TextLink>
      <TextLink to={adminEvaluationPath(organizationId, pathType, kind, record._id)}>
        Auswertung<VisuallyHidden> vom {when}</VisuallyHidden>
      </TextLink>
      <DocumentLink href={evaluationPdfPath(kind, record._id)}>
        PDF<VisuallyHidden> der Auswertung vom {when}</VisuallyHidden>
      </DocumentLink>
    </Group>
  );
  return (
    <>
      <ul className={classes.records}>
        <li>
          Eingereicht am <DateTimeDisplay value={level.current.submittedAt} />:{' '}
          {resultLabel[level.current.state]}
          {links(level.current, submittedOn(level.current))}
        </li>
        {level.failed.map((record) => (
          <li key={record._id}>
            Früher eingereicht am <DateTimeDisplay value={record.submittedAt} />: {resultLabel[record.state]}
            {links(record, submittedOn(record))}
          </li>
        ))}
      </ul>
      <RetentionCountdown retention={level.retention} />
    </>
  );
}

const submittedOn = (record: QuestionnaireSummary) =>
  formatDate(isoDateInGermany(new Date(record.submittedAt)));
