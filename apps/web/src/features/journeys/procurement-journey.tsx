import {
  formatDuration,
  goldCaseStudyPath,
  waitingPeriods,
  ProcurementBranch,
  ProcurementProgress,
  type ProcurementJourney,
} from '@cert/domain';
import { LevelPath, LevelPathStep } from '@/components/journey';
import { JourneyStatusNotice, JourneySummary } from './journey-summary';
import { CertifiedLevelCard } from './level-certificate';
import { CaseStudyDetails, QuestionnaireLevelDetails, WorkshopDetails } from './level-details';
import { nextStep } from './next-step';
import { JourneyRequests } from './requests';
import { stageStatus } from './stage-status';

const names = {
  bronzeOffice: `Bronze: ${ProcurementBranch.label('office')}`,
  bronzeProject: `Bronze: ${ProcurementBranch.label('project')}`,
  silverOffice: `Silber: ${ProcurementBranch.label('office')}`,
  silverProject: `Silber: ${ProcurementBranch.label('project')}`,
  gold: 'Gold',
};

/** The two branches of bronze and silver, side by side: the office's and a project's. */
const branches = [
  { branch: 'office', bronze: 'bronzeOffice', silver: 'silverOffice' },
  { branch: 'project', bronze: 'bronzeProject', silver: 'silverProject' },
] as const;
const kindOf = { office: 'procurement-office', project: 'procurement-project' } as const;

/**
 * The procurer's journey (docs/product.md §1): bronze and silver with the two branches side by side, then
 * gold, each with what is done, what comes next and when it opens.
 */
export function ProcurementJourneyView({ journey, now }: { journey: ProcurementJourney; now?: Date }) {
  const { bronzeOffice, bronzeProject, silverOffice, silverProject, gold } = journey;
  const next = nextStep(
    (['bronzeOffice', 'bronzeProject', 'silverOffice', 'silverProject', 'gold'] as const).map((key) => ({
      name: names[key],
      ...journey[key],
    })),
  );
  const goldPath = { current: goldCaseStudyPath(gold.current?._id), start: goldCaseStudyPath() };
  return (
    <>
      <JourneyStatusNotice journey={journey} />
      <JourneySummary
        progress={ProcurementProgress.label(journey.progress)}
        next={next}
        caseStudy={{
          level: names.gold,
          status: gold.status,
          caseStudy: gold.current,
          path: goldPath.current,
        }}
      />
      <JourneyRequests requests={journey.requests} />
      <LevelPath label="Stufen des Zertifizierungspfads">
        <LevelPathStep
          title="Bronze"
          position={1}
          status={stageStatus(bronzeOffice.status, bronzeProject.status)}
          intro="Für Bronze beantworten Sie einen Fragebogen: zu Ihrer Beschaffungsstelle oder zu einem Beschaffungsprojekt. Den zweiten Zweig können Sie nach einer Wartezeit anschließen."
        >
          {branches.map(({ branch, bronze }) => (
            <CertifiedLevelCard
              key={branch}
              organization={journey.organization}
              certificate={`bronze-${branch}`}
              name={names[bronze]}
              level={journey[bronze]}
              now={now}
            >
              <QuestionnaireLevelDetails
                organization={journey.organization}
                kind={kindOf[branch]}
                level={journey[bronze]}
                name={names[bronze]}
              />
            </CertifiedLevelCard>
          ))}
        </LevelPathStep>
        <LevelPathStep
          title="Silber"
          position={2}
          status={stageStatus(silverOffice.status, silverProject.status)}
          intro="Für Silber führt das Programmteam mit Ihnen einen Workshop durch, je Zweig nach dessen Bronze-Stufe."
        >
          {branches.map(({ branch, bronze, silver }) => (
            <CertifiedLevelCard
              key={branch}
              organization={journey.organization}
              certificate={`silver-${branch}`}
              name={names[silver]}
              level={journey[silver]}
              now={now}
            >
              <WorkshopDetails
                organization={journey.organization}
                branch={branch}
                level={journey[silver]}
                bronzeName={names[bronze]}
                requests={journey.requests}
              />
            </CertifiedLevelCard>
          ))}
        </LevelPathStep>
        <LevelPathStep
          title="Gold"
          position={3}
          status={gold.status}
          intro="Für Gold beschreiben Sie ein Praxisbeispiel Ihrer innovativen Beschaffung. Das Programmteam prüft es."
        >
          <CertifiedLevelCard
            organization={journey.organization}
            certificate="gold"
            name={names.gold}
            title="Gold: Praxisbeispiel"
            level={gold}
            now={now}
          >
            <CaseStudyDetails
              caseStudy={gold.current}
              rejected={gold.rejected}
              status={gold.status}
              path={goldPath}
            />
            {gold.status === 'locked' ? (
              <p>
                Gold wird {formatDuration(waitingPeriods.procurer.gold)} nach dem Abschluss von Silber in
                einem Zweig verfügbar.
              </p>
            ) : null}
          </CertifiedLevelCard>
        </LevelPathStep>
      </LevelPath>
    </>
  );
}
