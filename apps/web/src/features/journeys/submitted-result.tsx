import {
  formatDate,
  questionnaireLevelOf,
  questionnaires,
  type ProcurementJourney,
  type ProviderJourney,
} from '@cert/domain';
import { Alert, Button, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { isCaseStudyJustSubmitted, justSubmittedOf } from '@/lib/just-submitted';
import { evaluationPath } from './links';

/**
 * After a submit the journey opens with that questionnaire's result and the way to its evaluation
 * (docs/questionnaire-rules.md §4), before the levels it moved; a failed result names the day the next may be sent.
 */
export function SubmittedResult({ journey }: { journey: ProcurementJourney | ProviderJourney }) {
  const { state } = useLocation();
  // A case study: what happens next, where a toast said it and went (a user walk found it missed on a phone).
  if (isCaseStudyJustSubmitted(state))
    return (
      <Alert color="green" role="status" title="Praxisbeispiel eingereicht" mb="xl">
        <Text>
          Das Programmteam prüft Ihr Praxisbeispiel und meldet sich bei Ihrer Organisation. Bis dahin steht
          hier bei seiner Stufe „Praxisbeispiel in Prüfung“.
        </Text>
      </Alert>
    );
  const submitted = justSubmittedOf(state);
  if (!submitted) return null;
  const level = questionnaireLevelOf(journey, submitted.kind);
  const current = level?.current;
  if (!level || current?._id !== submitted.id) return null;
  const passed = current.state === 'PASSED';
  return (
    <Alert
      color={passed ? 'green' : 'yellow'}
      role="status"
      title={`${questionnaires[submitted.kind].title}: ${passed ? 'bestanden' : 'nicht bestanden'}`}
      mb="xl"
    >
      <Text mb="sm">
        Der Fragebogen wurde erfolgreich abgeschickt.{' '}
        {passed
          ? 'Ihre Organisation hat diese Stufe erreicht. In der Auswertung sehen Sie Ihre Ergebnisse je Bereich und Empfehlungen für die nächsten Schritte.'
          : `Die Auswertung zeigt, in welchen Bereichen noch etwas fehlt.${level.retention.endDate ? ` Einen neuen Fragebogen dieser Art können Sie ab dem ${formatDate(level.retention.endDate)} absenden und schon vorher als Entwurf vorbereiten.` : ''}`}
      </Text>
      <Button component={Link} to={evaluationPath(submitted.kind, submitted.id)}>
        Auswertung ansehen
      </Button>
    </Alert>
  );
}
