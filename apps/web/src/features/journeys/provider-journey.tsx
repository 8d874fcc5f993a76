import {
  formatDuration,
  isPlaceholder,
  missingParts,
  practitionerCaseStudyPath,
  ProviderProgress,
  ProviderRecordKind,
  type LevelStatus,
  type ProviderJourney,
  waitingPeriods,
} from '@cert/domain';
import { LevelPath, LevelPathStep } from '@/components/journey';
import { ExampleContentNotice } from '@/components/ui/operator-contact';
import { startNewCaseStudy } from '@/lib/same-screen';
import { useSiteConfig } from '@/lib/site-config';
import { JourneyStatusNotice, JourneySummary } from './journey-summary';
import { CertifiedLevelCard } from './level-certificate';
import { CaseStudyDetails, ProviderRecordLine, QuestionnaireLevelDetails } from './level-details';
import { nextStep } from './next-step';
import { JourneyRequests, ReportParticipation } from './requests';
import classes from './journeys.module.css';

/**
 * The provider's journey (docs/product.md §1): professional, practitioner and expert in a row, each with its
 * records, what comes next and when it opens.
 */
export function ProviderJourneyView({ journey, now }: { journey: ProviderJourney; now?: Date }) {
  const { professional, practitioner, expert } = journey;
  // What a level made of parts still lacks, for the summary: practitioner reads "open" after an accepted case
  // study until both records are there; while its case study is in review, the review is said instead of it.
  const missing = (level: Parameters<typeof missingParts>[0]) =>
    missingParts(level)
      .filter((part) => part !== 'accepted-case-study' || level.status !== 'in-review')
      .map((part) =>
        part === 'accepted-case-study' ? 'Annahme des Praxisbeispiels' : ProviderRecordKind.label(part),
      );
  const next = nextStep([
    { name: 'Professional', ...professional, missing: missing(professional) },
    { name: 'Practitioner', ...practitioner, missing: missing(practitioner) },
    { name: 'Expert', ...expert },
  ]);
  const caseStudyPath = practitionerCaseStudyPath(journey.organization);
  // Where to take part, on the records still missing of a level the provider can work on (docs/operations.md,
  // "Site configuration").
  const { participation } = useSiteConfig();
  const workable = (status: LevelStatus) => status !== 'done' && status !== 'locked';
  const events = { label: 'Termine im Veranstaltungskalender', href: participation.events };
  // Unconfigured links show as placeholders: the page then says it holds example content.
  const exampleLinks = Object.values(participation).some(isPlaceholder);
  const professionalLinks = workable(professional.status);
  const practitionerLinks = workable(practitioner.status);
  // A member's open report of a record kind: the card says it waits for the office instead of "noch nicht erfasst".
  const reportOf = (kind: ProviderRecordKind) =>
    journey.requests.find(
      (request) =>
        request.kind === 'participation' && request.state === 'open' && request.recordKind === kind,
    );
  // The report button only while a record of the level is neither recorded nor reported.
  const leftToReport = (records: [ProviderRecordKind, unknown][]) =>
    records.filter(([kind, record]) => !record && !reportOf(kind)).map(([kind]) => kind);
  const professionalOpen = leftToReport([
    ['event', professional.event],
    ['elearning', professional.elearning],
  ]);
  const practitionerOpen = leftToReport([
    ['innovation-entry', practitioner.innovationEntry],
    ['presentation', practitioner.presentation],
  ]);
  return (
    <>
      <JourneyStatusNotice journey={journey} />
      <JourneySummary
        progress={ProviderProgress.label(journey.progress)}
        next={next}
        caseStudy={{
          level: 'Practitioner',
          status: practitioner.status,
          caseStudy: practitioner.caseStudy,
          path: caseStudyPath,
        }}
      />
      <JourneyRequests requests={journey.requests} />
      {exampleLinks ? <ExampleContentNotice /> : null}
      <LevelPath label="Stufen des Zertifizierungspfads">
        <LevelPathStep
          title="Professional"
          position={1}
          status={professional.status}
          intro={
            <>
              Für Professional nehmen Sie an einer Programmveranstaltung und am E-Learning teil. Das
              Programmteam trägt Ihre Teilnahmen ein; fehlt eine, melden Sie sie hier.
            </>
          }
        >
          <CertifiedLevelCard
            organization={journey.organization}
            certificate="professional"
            name="Professional"
            title="Professional: Teilnahmen"
            level={professional}
            now={now}
          >
            <ul className={classes.list}>
              <ProviderRecordLine
                label={ProviderRecordKind.label('event')}
                record={professional.event}
                reported={reportOf('event')}
                takePart={professionalLinks ? events : undefined}
              />
              <ProviderRecordLine
                label={ProviderRecordKind.label('elearning')}
                record={professional.elearning}
                reported={reportOf('elearning')}
                takePart={
                  professionalLinks ? { label: 'Zum E-Learning', href: participation.elearning } : undefined
                }
              />
            </ul>
            {professionalLinks && professionalOpen.length > 0 ? (
              <ReportParticipation organization={journey.organization} kinds={professionalOpen} now={now} />
            ) : null}
          </CertifiedLevelCard>
        </LevelPathStep>
        <LevelPathStep
          title="Practitioner"
          position={2}
          status={practitioner.status}
          intro="Für Practitioner stellen Sie eine Innovation auf dem Marktplatz ein, präsentieren ein Praxisbeispiel auf einer Programmveranstaltung und reichen es hier ein."
        >
          <CertifiedLevelCard
            organization={journey.organization}
            certificate="practitioner"
            name="Practitioner"
            title="Practitioner: Innovation und Praxisbeispiel"
            level={practitioner}
            now={now}
          >
            <ul className={classes.list}>
              <ProviderRecordLine
                label={ProviderRecordKind.label('innovation-entry')}
                record={practitioner.innovationEntry}
                reported={reportOf('innovation-entry')}
                takePart={
                  practitionerLinks
                    ? { label: 'Innovation auf dem Marktplatz einstellen', href: participation.marketplace }
                    : undefined
                }
              />
              <ProviderRecordLine
                label={ProviderRecordKind.label('presentation')}
                record={practitioner.presentation}
                reported={reportOf('presentation')}
                takePart={practitionerLinks ? events : undefined}
              />
            </ul>
            {(practitioner.status === 'open' || practitioner.status === 'in-review') &&
            practitionerOpen.length > 0 ? (
              <ReportParticipation organization={journey.organization} kinds={practitionerOpen} now={now} />
            ) : null}
            <CaseStudyDetails
              caseStudy={practitioner.caseStudy}
              rejected={practitioner.rejected}
              status={practitioner.status}
              // One address for the current and a new one: the link's state asks for a new one.
              path={{ current: caseStudyPath, start: caseStudyPath, startState: startNewCaseStudy }}
            />
            {practitioner.status === 'locked' ? (
              <p>
                Practitioner wird {formatDuration(waitingPeriods.provider.afterProfessional)} nach dem
                Abschluss von Professional verfügbar.
              </p>
            ) : null}
          </CertifiedLevelCard>
        </LevelPathStep>
        <LevelPathStep
          title="Expert"
          position={3}
          status={expert.status}
          intro="Für Expert beantworten Sie den Fragebogen für Unternehmen."
        >
          <CertifiedLevelCard
            organization={journey.organization}
            certificate="expert"
            name="Expert"
            title="Expert: Fragebogen"
            level={expert}
            now={now}
          >
            <QuestionnaireLevelDetails
              organization={journey.organization}
              kind="provider-expert"
              level={expert}
              name="Expert"
            />
            {expert.status === 'locked' ? (
              <p>
                Expert wird {formatDuration(waitingPeriods.provider.afterPractitioner)} nach dem Abschluss von
                Practitioner verfügbar.
              </p>
            ) : null}
          </CertifiedLevelCard>
        </LevelPathStep>
      </LevelPath>
    </>
  );
}
