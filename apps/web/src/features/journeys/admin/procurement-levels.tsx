import {
  adminWorkshopPath,
  ProcurementBranch,
  type ProcurementJourney,
  type SilverLevel,
} from '@cert/domain';
import { workshopReportHref } from '@cert/domain/contracts';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DateDisplay, DocumentLink } from '@/components/form';
import { LevelCard, LevelPath, LevelPathStep } from '@/components/journey';
import classes from './admin-journeys.module.css';
import { CaseStudyReview } from './case-study-review';
import { stageStatus } from '../stage-status';
import { QuestionnaireRecords } from './questionnaire-records';
import { RevokedLevel } from './revoked-level';
import { workshopResultName } from './audit-subjects';
import { CorrectRecord } from './correct-record';
import { WithdrawRecord } from './withdraw-record';

const branches = [
  {
    branch: 'office',
    bronze: 'bronzeOffice',
    silver: 'silverOffice',
    kind: 'procurement-office',
    levels: ['bronze-office', 'silver-office'],
  },
  {
    branch: 'project',
    bronze: 'bronzeProject',
    silver: 'silverProject',
    kind: 'procurement-project',
    levels: ['bronze-project', 'silver-project'],
  },
] as const;

/** The procurer's levels: bronze and silver in two branches side by side, then gold. */
export function ProcurementLevels({ journey }: { journey: ProcurementJourney }) {
  return (
    <LevelPath label="Stufen des Zertifizierungspfads">
      <LevelPathStep
        title="Bronze"
        position={1}
        status={stageStatus(journey.bronzeOffice.status, journey.bronzeProject.status)}
      >
        {branches.map(({ branch, bronze, kind, levels }) => (
          <LevelCard
            key={branch}
            title={`Bronze: ${ProcurementBranch.label(branch)}`}
            level={journey[bronze]}
          >
            <RevokedLevel
              organizationId={journey.organization}
              level={levels[0]}
              status={journey[bronze].status}
            />
            <QuestionnaireRecords
              organizationId={journey.organization}
              pathType="procurement"
              kind={kind}
              level={journey[bronze]}
            />
          </LevelCard>
        ))}
      </LevelPathStep>
      <LevelPathStep
        title="Silber"
        position={2}
        status={stageStatus(journey.silverOffice.status, journey.silverProject.status)}
      >
        {branches.map(({ branch, silver, levels }) => (
          <LevelCard
            key={branch}
            title={`Silber: ${ProcurementBranch.label(branch)}`}
            level={journey[silver]}
          >
            <RevokedLevel
              organizationId={journey.organization}
              level={levels[1]}
              status={journey[silver].status}
            />
            <WorkshopRecords organizationId={journey.organization} level={journey[silver]} />
            {journey[silver].status === 'open' ? (
              <Anchor component={Link} to={adminWorkshopPath(journey.organization, branch)}>
                Workshop-Ergebnis erfassen: {ProcurementBranch.label(branch)}
              </Anchor>
            ) : null}
          </LevelCard>
        ))}
      </LevelPathStep>
      <LevelPathStep title="Gold" position={3} status={journey.gold.status}>
        <LevelCard title="Gold: Praxisbeispiel" level={journey.gold}>
          <RevokedLevel organizationId={journey.organization} level="gold" status={journey.gold.status} />
          <CaseStudyReview
            organizationId={journey.organization}
            kind="gold"
            caseStudy={journey.gold.current}
            rejected={journey.gold.rejected}
          />
        </LevelCard>
      </LevelPathStep>
    </LevelPath>
  );
}

function WorkshopRecords({ organizationId, level }: { organizationId: string; level: SilverLevel }) {
  if (level.records.length === 0) return <Text mb="xs">Es ist noch kein Workshop-Ergebnis erfasst.</Text>;
  return (
    <ul className={classes.records}>
      {level.records.map((record) => (
        <li key={record._id}>
          Workshop am <DateDisplay value={record.performedAt} />:{' '}
          {record.passed ? 'bestanden' : 'nicht bestanden'}
          {record.comment ? ` (${record.comment})` : ''}.{' '}
          <DocumentLink href={workshopReportHref(organizationId, record.reportRef, record.fileName)}>
            Ergebnisbericht vom <DateDisplay value={record.performedAt} />
          </DocumentLink>
          <div className={classes.recordActions}>
            <CorrectRecord
              organizationId={organizationId}
              target={{ kind: 'workshop', record }}
              description={workshopResultName(record)}
            />
            <WithdrawRecord
              organizationId={organizationId}
              kind="workshop"
              recordId={record._id}
              description={workshopResultName(record)}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
