import {
  adminProviderRecordPath,
  providerRecordTitles,
  ProviderRecordKind,
  type ProviderJourney,
  type ProviderRecord,
} from '@cert/domain';
import { Anchor, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { DateDisplay, DocumentLink } from '@/components/form';
import { LevelCard, LevelPath, LevelPathStep } from '@/components/journey';
import classes from './admin-journeys.module.css';
import { CaseStudyReview } from './case-study-review';
import { QuestionnaireRecords } from './questionnaire-records';
import { RevokedLevel } from './revoked-level';
import { providerRecordName } from './audit-subjects';
import { CorrectRecord } from './correct-record';
import { WithdrawRecord } from './withdraw-record';
import { providerRecordTexts } from './messages';

/** The provider's levels: professional, practitioner and expert, one after the other. */
export function ProviderLevels({ journey }: { journey: ProviderJourney }) {
  const { organization, professional, practitioner, expert } = journey;
  // Records can be added while a level is worked on; a waiting or locked level refuses them (409).
  const recordable = (status: string) => status === 'open' || status === 'in-review';
  return (
    <LevelPath label="Stufen des Zertifizierungspfads">
      <LevelPathStep title="Professional" position={1} status={professional.status}>
        <LevelCard title="Professional: Teilnahmen" level={professional}>
          <RevokedLevel organizationId={organization} level="professional" status={professional.status} />
          <ul className={classes.records}>
            <RecordItem
              organizationId={organization}
              kind="event"
              record={professional.event}
              recordable={recordable(professional.status)}
            />
            <RecordItem
              organizationId={organization}
              kind="elearning"
              record={professional.elearning}
              recordable={recordable(professional.status)}
            />
          </ul>
        </LevelCard>
      </LevelPathStep>
      <LevelPathStep title="Practitioner" position={2} status={practitioner.status}>
        <LevelCard title="Practitioner: Innovation und Praxisbeispiel" level={practitioner}>
          <RevokedLevel organizationId={organization} level="practitioner" status={practitioner.status} />
          <ul className={classes.records}>
            <RecordItem
              organizationId={organization}
              kind="innovation-entry"
              record={practitioner.innovationEntry}
              recordable={recordable(practitioner.status)}
            />
            <RecordItem
              organizationId={organization}
              kind="presentation"
              record={practitioner.presentation}
              recordable={recordable(practitioner.status)}
            />
          </ul>
          <Title order={4} mt="sm" mb="xs">
            Praxisbeispiel
          </Title>
          <CaseStudyReview
            organizationId={organization}
            kind="practitioner"
            caseStudy={practitioner.caseStudy}
            rejected={practitioner.rejected}
          />
        </LevelCard>
      </LevelPathStep>
      <LevelPathStep title="Expert" position={3} status={expert.status}>
        <LevelCard title="Expert: Fragebogen" level={expert}>
          <RevokedLevel organizationId={organization} level="expert" status={expert.status} />
          <QuestionnaireRecords
            organizationId={organization}
            pathType="provider"
            kind="provider-expert"
            level={expert}
          />
        </LevelCard>
      </LevelPathStep>
    </LevelPath>
  );
}

function RecordItem({
  organizationId,
  kind,
  record,
  recordable,
}: {
  organizationId: string;
  kind: ProviderRecordKind;
  record: ProviderRecord | null;
  recordable: boolean;
}) {
  if (record) {
    return (
      <li>
        {ProviderRecordKind.label(kind)}: {record.eventName}
        {record.url ? (
          <>
            {' '}
            (<DocumentLink href={record.url}>Eintrag auf dem Marktplatz</DocumentLink>)
          </>
        ) : null}
        , am <DateDisplay value={record.performedAt} />
        <div className={classes.recordActions}>
          <CorrectRecord
            organizationId={organizationId}
            target={{ kind: 'provider-record', record, nameLabel: providerRecordTexts[kind].nameLabel }}
            description={providerRecordName(record)}
          />
          <WithdrawRecord
            organizationId={organizationId}
            kind="provider-record"
            recordId={record._id}
            description={providerRecordName(record)}
          />
        </div>
      </li>
    );
  }
  return (
    <li>
      {ProviderRecordKind.label(kind)}: noch nicht erfasst.{' '}
      {recordable ? (
        <Anchor component={Link} to={adminProviderRecordPath(organizationId, kind)}>
          {providerRecordTitles[kind]}
        </Anchor>
      ) : (
        <Text span c="dimmed">
          Erst möglich, wenn die Stufe verfügbar ist.
        </Text>
      )}
    </li>
  );
}
