import { questionnaires, type QuestionnaireKind } from '@cert/domain';
import { evaluationPdfPath } from '@cert/domain/contracts';
import { Button, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { DateTimeDisplay, DocumentLink } from '@/components/form';
import { TextLink } from '@/components/ui/text-link';
import { isApiError, userMessageOf } from '@/lib/api-client';
import { AnswerSummary } from './answer-summary';
import { useQuestionnaireRecord } from './api';
import { Loading } from '@/components/ui/loading';
import classes from './questionnaires.module.css';

type Props = {
  kind: QuestionnaireKind;
  id: string;
  /** Where the reader came from (the organisation's journey in the administration). */
  backPath: string;
  backLabel: string;
  /** The evaluation of the same submission. */
  evaluationPath: string;
};

/**
 * A submitted questionnaire's answers, read-only, as its organisation's review page lists them: for the programme
 * office, which prepares the silver workshop from them (docs/product.md, administration).
 */
export function SubmittedAnswersScreen({ kind, id, backPath, backLabel, evaluationPath }: Props) {
  const { title, definition, routeBase } = questionnaires[kind];
  const record = useQuestionnaireRecord(kind, id);
  if (record.isPending) return <Loading label="Antworten werden geladen" />;
  if (record.error || !record.data.submittedAt) {
    const notFound = !record.error || (isApiError(record.error) && [400, 404].includes(record.error.status));
    return (
      <div className="prose">
        <p className="page-caption">{title}</p>
        <Title order={1}>{notFound ? 'Fragebogen nicht gefunden' : 'Antworten nicht geladen'}</Title>
        <Text mb="md">
          {notFound
            ? 'Zu dieser Adresse gibt es keinen eingereichten Fragebogen.'
            : userMessageOf(record.error)}
        </Text>
        <TextLink to={backPath}>{backLabel}</TextLink>
      </div>
    );
  }
  return (
    <div className={classes.content}>
      <p className="page-caption">{title}</p>
      <Title order={1}>Eingereichte Antworten</Title>
      <Text mb="md">
        Eingereicht am <DateTimeDisplay value={record.data.submittedAt} />. Die Antworten sind
        schreibgeschützt.
      </Text>
      <Group gap="md" mb="lg">
        <Button component={Link} to={evaluationPath} variant="outline">
          Auswertung ansehen
        </Button>
        <DocumentLink href={evaluationPdfPath(kind, id)}>Auswertung als PDF</DocumentLink>
        {/* The answers run for many screens: the way back stands above them too. */}
        <TextLink to={backPath}>{backLabel}</TextLink>
      </Group>
      <AnswerSummary
        definition={definition}
        answers={record.data.answers}
        routeBase={routeBase}
        id={id}
        readOnly
      />
      <Text mt="xl">
        <TextLink to={backPath}>{backLabel}</TextLink>
      </Text>
    </div>
  );
}
