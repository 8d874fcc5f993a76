import type { QuestionnaireLevel } from '@cert/domain';
import { Text } from '@mantine/core';
import { DateTimeDisplay } from '@/components/form';
import { RetentionCountdown } from '@/components/journey';
import classes from './admin-journeys.module.css';

const resultLabel = { PASSED: 'bestanden', FAILED: 'nicht bestanden' } as const;

/** The submitted questionnaires of a bronze or expert level: the latest, earlier failures and the retention. */
export function QuestionnaireRecords({ level }: { level: QuestionnaireLevel }) {
  if (!level.current) {
    return (
      <Text>
        {level.draftId
          ? 'Die Organisation hat den Fragebogen begonnen, aber noch nicht eingereicht.'
          : 'Die Organisation hat den Fragebogen noch nicht eingereicht.'}
      </Text>
    );
  }
  return (
    <>
      <ul className={classes.records}>
        <li>
          Eingereicht am <DateTimeDisplay value={level.current.submittedAt} />:{' '}
          {resultLabel[level.current.state]}
        </li>
        {level.failed.map((record) => (
          <li key={record._id}>
            Früher eingereicht am <DateTimeDisplay value={record.submittedAt} />: {resultLabel[record.state]}
          </li>
        ))}
      </ul>
      <RetentionCountdown retention={level.retention} />
    </>
  );
}
