import {
  journeyPath,
  JourneyPathType,
  pathTypeOf,
  type OrganizationType,
  type ProcurementJourney,
  type ProviderJourney,
} from '@cert/domain';
import { Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { isApiError, userMessageOf } from '@/lib/api-client';
import { useProcurementJourney, useProviderJourney } from './api';
import { NoActiveOrganization } from './no-active-organization';
import { ProcurementJourneyView } from './procurement-journey';
import { ProviderJourneyView } from './provider-journey';
import { SubmittedResult } from './submitted-result';
import { Loading } from '@/components/ui/loading';
import classes from './journeys.module.css';

/** @internal */
export type JourneyOrganization = { _id: string; name: string; type: OrganizationType };

type JourneyScreenProps = {
  pathType: JourneyPathType;
  activeOrganization: JourneyOrganization | null;
  organizationPending: boolean;
  /** Without an active organisation: the user's organisations still being checked. */
  pendingOrganizations?: readonly { name: string }[];
};

const journeyTitles: Record<JourneyPathType, string> = {
  procurement: 'Zertifizierungspfad für öffentliche Auftraggeber',
  provider: 'Zertifizierungspfad für Unternehmen',
};

/**
 * The active organisation's journey (docs/decisions/014-journeys.md). An organisation of the other type is
 * sent to its own path; without an active organisation the screen explains how to get one.
 */
export function JourneyScreen({
  pathType,
  activeOrganization,
  organizationPending,
  pendingOrganizations,
}: JourneyScreenProps) {
  if (organizationPending) return <Loading label="Zertifizierungspfad wird geladen" />;
  if (!activeOrganization)
    return <NoActiveOrganization title={journeyTitles[pathType]} pending={pendingOrganizations} />;
  const ownPath = pathTypeOf(activeOrganization.type);
  if (!ownPath) {
    return <NoActiveOrganization title={journeyTitles[pathType]} organization={activeOrganization} />;
  }
  if (ownPath !== pathType) return <Navigate to={journeyPath(ownPath)} replace />;
  return pathType === 'procurement' ? (
    <ProcurementJourneyLoader organization={activeOrganization} />
  ) : (
    <ProviderJourneyLoader organization={activeOrganization} />
  );
}

function ProcurementJourneyLoader({ organization }: { organization: JourneyOrganization }) {
  const journey = useProcurementJourney(organization._id);
  return (
    <JourneyFrame pathType="procurement" organization={organization} query={journey}>
      {journey.data ? <ProcurementJourneyView journey={journey.data} /> : null}
    </JourneyFrame>
  );
}

function ProviderJourneyLoader({ organization }: { organization: JourneyOrganization }) {
  const journey = useProviderJourney(organization._id);
  return (
    <JourneyFrame pathType="provider" organization={organization} query={journey}>
      {journey.data ? <ProviderJourneyView journey={journey.data} /> : null}
    </JourneyFrame>
  );
}

function JourneyFrame({
  pathType,
  organization,
  query,
  children,
}: {
  pathType: JourneyPathType;
  organization: JourneyOrganization;
  query: UseQueryResult<ProcurementJourney | ProviderJourney>;
  children: ReactNode;
}) {
  return (
    <div className={classes.page}>
      <p className="page-caption">{organization.name}</p>
      <Title order={1}>{journeyTitles[pathType]}</Title>
      {query.isPending ? (
        <Loading label="Zertifizierungspfad wird geladen" />
      ) : query.error ? (
        <Text role="alert" my="md">
          {isApiError(query.error) && query.error.status === 404
            ? 'Für Ihre Organisation gibt es noch keinen Zertifizierungspfad. Er wird angelegt, sobald das Programmteam Ihre Organisation freigegeben hat.'
            : isApiError(query.error)
              ? userMessageOf(query.error)
              : 'Der Zertifizierungspfad konnte nicht gelesen werden. Bitte laden Sie die Seite neu.'}
        </Text>
      ) : (
        <>
          {query.data ? <SubmittedResult journey={query.data} /> : null}
          {children}
        </>
      )}
    </div>
  );
}
