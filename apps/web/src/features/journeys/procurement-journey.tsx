import {
  goldCaseStudyPath,
  ProcurementBranch,
  ProcurementProgress,
  type LevelStatus,
  type ProcurementJourney,
} from '@cert/domain';
import { LevelCard, LevelPath, LevelPathStep } from '@/components/journey';
import { JourneyStatusNotice, JourneySummary } from './journey-summary';
import { LevelCertificate } from './level-certificate';
import { CaseStudyDetails, QuestionnaireLevelDetails, WorkshopDetails } from './level-details';
import { nextStep } from './next-step';
import { JourneyRequests } from './requests';

const names = {
  bronzeOffice: `Bronze: ${ProcurementBranch.label('office')}`,
  bronzeProject: `Bronze: ${ProcurementBranch.label('project')}`,
  silverOffice: `Silber: ${ProcurementBranch.label('office')}`,
  silverProject: `Silber: ${ProcurementBranch.label('project')}`,
  gold: 'Gold',
};

/** A level with branches counts as reached once one branch is done (as the journey's progress does). */
const stageStatus = (...statuses: LevelStatus[]): LevelStatus =>
  statuses.includes('done')
    ? 'done'
    : (['open', 'in-review', 'waiting', 'retention', 'locked'] as const).find((status) =>
        statuses.includes(status),
      )!;

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
  return (
    <>
      <JourneyStatusNotice journey={journey} />
      <JourneySummary progress={ProcurementProgress.label(journey.progress)} next={next} />
      <JourneyRequests requests={journey.requests} />
      <LevelPath label="Stufen des Zertifizierungspfads">
        <LevelPathStep
          title="Bronze"
          position={1}
          status={stageStatus(bronzeOffice.status, bronzeProject.status)}
          intro="Für Bronze beantworten Sie einen Fragebogen: zu Ihrer Beschaffungsstelle oder zu einem Beschaffungsprojekt. Den zweiten Zweig können Sie nach einer Wartezeit anschließen."
        >
          <LevelCard title={names.bronzeOffice} level={bronzeOffice} now={now}>
            <QuestionnaireLevelDetails
              kind="procurement-office"
              level={bronzeOffice}
              name={names.bronzeOffice}
            />
            <LevelCertificate
              organization={journey.organization}
              level="bronze-office"
              status={bronzeOffice.status}
              name={names.bronzeOffice}
            />
          </LevelCard>
          <LevelCard title={names.bronzeProject} level={bronzeProject} now={now}>
            <QuestionnaireLevelDetails
              kind="procurement-project"
              level={bronzeProject}
              name={names.bronzeProject}
            />
            <LevelCertificate
              organization={journey.organization}
              level="bronze-project"
              status={bronzeProject.status}
              name={names.bronzeProject}
            />
          </LevelCard>
        </LevelPathStep>
        <LevelPathStep
          title="Silber"
          position={2}
          status={stageStatus(silverOffice.status, silverProject.status)}
          intro="Für Silber führt die Programmgeschäftsstelle mit Ihnen einen Workshop durch, je Zweig nach dessen Bronze-Stufe."
        >
          <LevelCard title={names.silverOffice} level={silverOffice} now={now}>
            <WorkshopDetails
              organization={journey.organization}
              branch="office"
              level={silverOffice}
              bronzeName={names.bronzeOffice}
              requests={journey.requests}
            />
            <LevelCertificate
              organization={journey.organization}
              level="silver-office"
              status={silverOffice.status}
              name={names.silverOffice}
            />
          </LevelCard>
          <LevelCard title={names.silverProject} level={silverProject} now={now}>
            <WorkshopDetails
              organization={journey.organization}
              branch="project"
              level={silverProject}
              bronzeName={names.bronzeProject}
              requests={journey.requests}
            />
            <LevelCertificate
              organization={journey.organization}
              level="silver-project"
              status={silverProject.status}
              name={names.silverProject}
            />
          </LevelCard>
        </LevelPathStep>
        <LevelPathStep
          title="Gold"
          position={3}
          status={gold.status}
          intro="Für Gold beschreiben Sie ein Praxisbeispiel Ihrer innovativen Beschaffung. Die Programmgeschäftsstelle prüft es."
        >
          <LevelCard title="Gold: Praxisbeispiel" level={gold} now={now}>
            <CaseStudyDetails
              caseStudy={gold.current}
              mayStart={gold.status !== 'locked' && gold.status !== 'done'}
              path={{ current: goldCaseStudyPath(gold.current?._id), start: goldCaseStudyPath() }}
            />
            {gold.status === 'locked' ? (
              <p>Gold wird verfügbar, wenn Silber in einem Zweig abgeschlossen ist.</p>
            ) : null}
            <LevelCertificate
              organization={journey.organization}
              level="gold"
              status={gold.status}
              name={names.gold}
            />
          </LevelCard>
        </LevelPathStep>
      </LevelPath>
    </>
  );
}
