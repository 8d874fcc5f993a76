import {
  JourneyStatus,
  type CaseStudySummary,
  type LevelStatus,
  type ProcurementJourney,
  type ProviderJourney,
} from '@cert/domain';
import { Alert } from '@mantine/core';
import { DateDisplay } from '@/components/form';
import { TextLink } from '@/components/ui/text-link';
import type { NextStep } from './next-step';
import classes from './journeys.module.css';

/** A level's case study, where its address is, and the level's state. */
type CaseStudyOfLevel = {
  level: string;
  status: LevelStatus;
  caseStudy: CaseStudySummary | null;
  path: string;
};

/**
 * The journey at a glance: the level reached and what comes next, and when it opens; and a case study rejected and
 * not begun anew, said here, where the journey is read first, instead of only in its level far down the page.
 */
export function JourneySummary({
  progress,
  next,
  caseStudy,
}: {
  progress: string;
  next: NextStep;
  caseStudy?: CaseStudyOfLevel;
}) {
  const rejected =
    caseStudy?.caseStudy?.state === 'REJECTED' && caseStudy.status !== 'done' && caseStudy.status !== 'locked'
      ? caseStudy
      : null;
  return (
    <div className={classes.summary}>
      <p>
        Erreichte Stufe: <strong>{progress}</strong>
      </p>
      <p>
        <NextStepText next={next} />
      </p>
      {rejected ? (
        <p>
          Ihr Praxisbeispiel „{rejected.caseStudy?.title || 'ohne Titel'}“ ({rejected.level}) wurde abgelehnt:{' '}
          <TextLink to={rejected.path}>Begründung ansehen und ein neues beginnen</TextLink>
        </p>
      ) : null}
    </div>
  );
}

function NextStepText({ next }: { next: NextStep }) {
  if (next.kind === 'all-done') return <>Sie haben alle Stufen abgeschlossen. Herzlichen Glückwunsch!</>;
  // A branch left open below the level reached is not what comes next: it is said to be open too.
  const lead = next.behind ? 'Außerdem offen' : 'Als Nächstes';
  switch (next.kind) {
    case 'open':
      if (next.missing)
        return (
          <>
            {lead}: {next.names[0]}. Noch offen: {next.missing.join(', ')}.
          </>
        );
      return next.names.length === 1 ? (
        <>
          {lead}: {next.names[0]}. Diese Stufe ist jetzt verfügbar.
        </>
      ) : (
        <>
          {lead}: {next.names.slice(0, -1).join(', ')} oder {next.names.at(-1)}. Diese Stufen sind jetzt
          verfügbar.
        </>
      );
    case 'in-review':
      return (
        <>
          {lead}: {next.name}. Das Programmteam prüft Ihre Einreichung.
          {next.missing ? ` Noch offen: ${next.missing.join(', ')}.` : null}
        </>
      );
    case 'opens':
      return (
        <>
          {lead}: {next.name}, verfügbar ab dem <DateDisplay value={next.opensAt} />.
        </>
      );
    case 'locked':
      return (
        <>
          {lead}: {next.name}. Diese Stufe wird verfügbar, wenn die vorherige abgeschlossen und die Wartezeit
          danach vorbei ist.
        </>
      );
  }
}

/** A journey the programme office set aside or closed (docs/product.md §4 "Journey"), with its comment. */
export function JourneyStatusNotice({ journey }: { journey: ProcurementJourney | ProviderJourney }) {
  if (journey.status === 'active') return null;
  const title =
    journey.status === 'postponed'
      ? 'Ihr Zertifizierungspfad ist zurückgestellt'
      : 'Ihr Zertifizierungspfad wurde geschlossen';
  return (
    <Alert color="yellow" role="status" title={title} mb="lg">
      <p>
        Status: {JourneyStatus.label(journey.status)}.
        {journey.statusComment ? (
          <>
            {' '}
            Begründung des Programmteams: <span className={classes.comment}>{journey.statusComment}</span>
          </>
        ) : null}
      </p>
      <p>
        Sobald Ihre Organisation einen Fragebogen oder ein Praxisbeispiel einreicht, wird der
        Zertifizierungspfad wieder aktiv.
      </p>
    </Alert>
  );
}
