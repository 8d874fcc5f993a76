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
import { useFocusAddressTarget } from '@/lib/focus-address-target';
import { mayBeginCaseStudy } from './level-details';
import { levelAnchor, type NextStep } from './next-step';
import classes from './journeys.module.css';

/** A level's case study, where its address is, and the level's state. */
type CaseStudyOfLevel = {
  level: string;
  status: LevelStatus;
  caseStudy: CaseStudySummary | null;
  path: string;
};

/**
 * The journey at a glance: the level reached and what comes next, and when it opens; and a case study in work or
 * rejected and not begun anew, with the way back to it: said here, where the journey is read first, and not only in
 * its level, on a phone screens further down.
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
  // Its links to a level's card scroll to the card and put the focus there.
  useFocusAddressTarget();
  return (
    <div className={classes.summary}>
      <p>
        Erreichte Stufe: <strong>{progress}</strong>
      </p>
      <p>
        <NextStepText next={next} />
      </p>
      {caseStudy ? <CaseStudyLine {...caseStudy} /> : null}
    </div>
  );
}

/** Its draft, whatever the level's state (a draft can always be saved), or its rejection while a new one may begin. */
function CaseStudyLine({ level, status, caseStudy, path }: CaseStudyOfLevel) {
  const named = `„${caseStudy?.title || 'ohne Titel'}“ (${level})`;
  if (caseStudy?.state === 'DRAFT')
    return (
      <p>
        Ihr Praxisbeispiel {named} ist noch ein Entwurf:{' '}
        <TextLink to={path}>Praxisbeispiel fortsetzen</TextLink>
      </p>
    );
  if (caseStudy?.state === 'REJECTED' && mayBeginCaseStudy(status))
    return (
      <p>
        Ihr Praxisbeispiel {named} wurde nicht angenommen:{' '}
        <TextLink to={path}>Begründung ansehen und neues Praxisbeispiel beginnen</TextLink>
      </p>
    );
  return null;
}

/** A level named in the summary, linked to its card further down (on a phone, screens further). */
const Level = ({ name }: { name: string }) => <TextLink to={`#${levelAnchor(name)}`}>{name}</TextLink>;

function NextStepText({ next }: { next: NextStep }) {
  if (next.kind === 'all-done') return <>Sie haben alle Stufen abgeschlossen. Herzlichen Glückwunsch!</>;
  // A branch left open below the level reached is not what comes next: it is said to be open too.
  const lead = next.behind ? 'Außerdem offen' : 'Als Nächstes';
  switch (next.kind) {
    case 'open':
      if (next.missing)
        return (
          <>
            {lead}: <Level name={next.names[0]!} />. Noch offen: {next.missing.join(', ')}.
          </>
        );
      return next.names.length === 1 ? (
        <>
          {lead}: <Level name={next.names[0]!} />. Diese Stufe ist jetzt verfügbar.
        </>
      ) : (
        <>
          {lead}:{' '}
          {next.names.slice(0, -1).map((name, index) => (
            <span key={name}>
              {index > 0 ? ', ' : null}
              <Level name={name} />
            </span>
          ))}{' '}
          oder <Level name={next.names.at(-1)!} />. Diese Stufen sind jetzt verfügbar.
        </>
      );
    case 'in-review':
      return (
        <>
          {lead}: <Level name={next.name} />. Das Programmteam prüft Ihre Einreichung.
          {next.missing ? ` Noch offen: ${next.missing.join(', ')}.` : null}
        </>
      );
    case 'opens':
      return (
        <>
          {lead}: <Level name={next.name} />, verfügbar ab dem <DateDisplay value={next.opensAt} />.
        </>
      );
    case 'locked':
      return (
        <>
          {lead}: <Level name={next.name} />. Diese Stufe wird verfügbar, wenn die vorherige abgeschlossen und
          die Wartezeit danach vorbei ist.
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
