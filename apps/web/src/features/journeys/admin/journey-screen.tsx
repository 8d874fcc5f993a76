import {
  CertificateLevel,
  levelsOpeningOn,
  adminJourneyPath,
  JourneyPathType,
  type AdminJourney,
  type JourneyPathType as PathType,
} from '@cert/domain';
import { Alert, Anchor, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useListAddress } from '@/components/admin-list';
import { DateDisplay } from '@/components/form';
import { FactList } from '@/components/ui/fact-list';
import { useFocusAddressTarget } from '@/lib/focus-address-target';
import { usePageTitleDetail } from '@/lib/title-detail';
import { useAdminJourney } from './api';
import { AuditLog } from './audit-log';
import { auditSubjects } from './audit-subjects';
import { JourneyStatusBadge } from './badges';
import { Certificates } from './certificates';
import { OpenRequests } from './open-requests';
import { LIST_PATH } from './paths';
import { ProcurementLevels } from './procurement-levels';
import { ProviderLevels } from './provider-levels';
import { StatusActions } from './status-actions';
import { Loading } from '@/components/ui/loading';
import { TitledSection } from '@/components/ui/titled-section';
import { LoadError } from '@/components/ui/problem-alert';

const pathTitles: Record<PathType, string> = {
  procurement: 'Zertifizierungspfad für öffentliche Auftraggeber',
  provider: 'Zertifizierungspfad für Unternehmen',
};

type Props = {
  organizationId: string;
  pathType: PathType;
  /** Whom to reach about the organisation, composed by the route (another feature's screen part). */
  contacts?: ReactNode;
};

/**
 * An organisation's journey for the programme office (docs/product.md §2 "Admin pages"): its levels with the
 * records and dates, the case study to decide on, postpone and close for procurers, and the log of decisions.
 */
export function JourneyScreen({ organizationId, pathType, contacts }: Props) {
  const listAddress = useListAddress(LIST_PATH);
  const { data, error, isPending, refetch } = useAdminJourney(organizationId);

  return (
    <div>
      <Anchor component={Link} to={listAddress} display="inline-block" mb="sm">
        Zurück zur Liste der Zertifizierungspfade
      </Anchor>
      {isPending ? (
        <>
          <Title order={1}>{pathTitles[pathType]}</Title>
          <Loading label="Der Zertifizierungspfad wird geladen" />
        </>
      ) : error ? (
        <>
          <Title order={1}>{pathTitles[pathType]}</Title>
          <LoadError
            title="Der Zertifizierungspfad konnte nicht geladen werden"
            error={error}
            onRetry={refetch}
          />
        </>
      ) : data.journey.pathType !== pathType ? (
        <>
          <Title order={1}>{pathTitles[pathType]}</Title>
          <Alert color="blue" title="Anderer Zertifizierungspfad">
            <Text mb="sm">
              {data.journey.organizationName} geht den Pfad „{JourneyPathType.label(data.journey.pathType)}“.
            </Text>
            <Anchor component={Link} to={adminJourneyPath(organizationId, data.journey.pathType)}>
              Zum {pathTitles[data.journey.pathType]}
            </Anchor>
          </Alert>
        </>
      ) : (
        <Journey data={data} contacts={contacts} />
      )}
    </div>
  );
}

function Journey({ data: { journey, audit }, contacts }: { data: AdminJourney; contacts?: ReactNode }) {
  const openingLevels = levelsOpeningOn(journey, journey.nextOpensAt);
  usePageTitleDetail(journey.organizationName);
  // The office's notice of a submitted case study leads to its decision (#praxisbeispiel).
  useFocusAddressTarget();
  return (
    <>
      <Title order={1}>{journey.organizationName}</Title>
      <Text mb="md">{pathTitles[journey.pathType]}</Text>
      <TitledSection id="journey-state" title="Stand" mt="lg" mb="sm">
        <FactList>
          <dt>Status</dt>
          <dd>
            <JourneyStatusBadge status={journey.status} />
          </dd>
          {journey.statusComment ? (
            <>
              <dt>Kommentar zum Status</dt>
              <dd>{journey.statusComment}</dd>
            </>
          ) : null}
          {/* Named as in the journey list, with the levels that open that day: a date alone read as the next
              level's, while another level could be open already. */}
          <dt>Nächste Öffnung</dt>
          <dd>
            {journey.nextOpensAt ? (
              <>
                <DateDisplay value={journey.nextOpensAt} />
                {openingLevels.length > 0
                  ? `: ${openingLevels.map((level) => CertificateLevel.label(level)).join(', ')}`
                  : null}
              </>
            ) : (
              'keine'
            )}
          </dd>
        </FactList>
        {journey.pathType === 'procurement' ? (
          <StatusActions
            organizationId={journey.organization}
            journeyId={journey._id}
            status={journey.status}
          />
        ) : null}
      </TitledSection>
      <OpenRequests organizationId={journey.organization} requests={journey.requests} />
      {contacts}
      {journey.pathType === 'procurement' ? (
        <ProcurementLevels journey={journey} />
      ) : (
        <ProviderLevels journey={journey} />
      )}
      <Certificates organizationId={journey.organization} />
      <TitledSection id="journey-audit" title="Verlauf" mt="xl" mb="sm">
        <AuditLog entries={audit} subjects={auditSubjects(journey, audit)} />
      </TitledSection>
    </>
  );
}
