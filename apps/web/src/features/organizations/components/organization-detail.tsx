import { flushSync } from 'react-dom';
import {
  formatDate,
  MembershipRole,
  OrganizationType,
  organizationMessages,
  toOrganizationData,
  type ChangeRequest,
  type Organization,
  type OrganizationData,
} from '@cert/domain';
import { Alert, Button, Group, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { TextLink } from '@/components/ui/text-link';
import { isApiError, userMessageOf } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';
import { notifySuccess } from '@/lib/notify';
import { useOrganization, useUpdateOrganization } from '../api/organizations-api';
import { InviteForm } from './invite-form';
import { MembersSection } from './members-section';
import { dataRows, roleOf } from './organization-labels';
import { OrganizationForm } from './organization-form';
import { RegisterSection } from './register-section';
import { organizationValuesOf } from './organization-form-values';
import { ApprovalBadge, ChangeRequestBadge } from './status-badge';
import { Loading } from '@/components/ui/loading';
import classes from './organizations.module.css';
import { TitledSection } from '@/components/ui/titled-section';

function SummaryList({ data, label }: { data: OrganizationData; label: string }) {
  return (
    <dl className={classes.summary} aria-label={label}>
      {dataRows(data).map((row) => (
        <div key={row.label} style={{ display: 'contents' }}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

const openRequestOf = (organization: Organization): ChangeRequest | null =>
  organization.changeRequest?.status === 'Pending' ? organization.changeRequest : null;

/** /organization/:id: master data, approval, change request, members and invitations (ADR 007). */
export function OrganizationDetail({ id }: { id: string }) {
  const query = useOrganization(id);
  const { data: user } = useCurrentUser();

  if (query.isPending) return <Loading label="Organisation wird geladen" />;
  if (query.error) {
    const notFound = isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
    return (
      <div className="prose">
        <Title order={1}>{notFound ? 'Organisation nicht gefunden' : 'Organisation'}</Title>
        <Alert color={notFound ? 'blue' : 'red'} role="alert" mb="lg">
          {notFound
            ? 'Diese Organisation gibt es nicht, oder Sie sind nicht ihr Mitglied.'
            : userMessageOf(query.error)}
        </Alert>
        <TextLink to="/organization">Zu Ihren Organisationen</TextLink>
      </div>
    );
  }
  return <OrganizationDetailView organization={query.data} currentUserId={user?._id ?? ''} />;
}

function OrganizationDetailView({
  organization,
  currentUserId,
}: {
  organization: Organization;
  currentUserId: string;
}) {
  const [editing, setEditingNow] = useState(false);
  // The button and the form take each other's place: the focus goes with them, to the form's first field or back
  // to the button, instead of to the page (WCAG 2.4.3). flushSync: the target exists once the change is rendered.
  const setEditing = (next: boolean) => {
    flushSync(() => setEditingNow(next));
    const section = document.getElementById('data-heading')?.closest('section');
    const target = next
      ? section?.querySelector<HTMLElement>(
          'input:not([disabled]):not([type="hidden"]), select:not([disabled])',
        )
      : document.getElementById('organization-edit');
    target?.focus();
  };
  const update = useUpdateOrganization(organization._id);
  const role = roleOf(organization, currentUserId);
  const isAdmin = role === 'Admin';
  const approved = organization.approvalStatus === 'Approved';
  const openRequest = openRequestOf(organization);
  const currentData: OrganizationData = openRequest?.data ?? organization;

  return (
    <div>
      <Title order={1}>{organization.name}</Title>
      <Group gap="sm" mb="lg">
        <ApprovalBadge status={organization.approvalStatus} />
        <Text>
          {OrganizationType.label(organization.type)}
          {role ? ` · Ihre Rolle: ${MembershipRole.label(role)}` : ''}
        </Text>
      </Group>

      <ApprovalNotice organization={organization} isAdmin={isAdmin} />

      <TitledSection id="data-heading" title="Stammdaten" className={classes.section}>
        {editing ? (
          <OrganizationForm
            idPrefix="organization-edit"
            label="Stammdaten bearbeiten"
            defaultValues={organizationValuesOf(currentData)}
            typeLocked={approved}
            submitLabel={approved ? 'Änderungsantrag einreichen' : 'Änderungen speichern'}
            beforeSubmit={
              approved ? (
                <Alert color="blue" title="Änderungen werden geprüft" role="note">
                  Ihre Organisation ist freigegeben. Wenn Sie speichern, gehen die Änderungen als
                  Änderungsantrag an das Programmteam. Bis zu dessen Entscheidung gelten die bisherigen Daten.
                  {openRequest ? ' Ihr offener Änderungsantrag wird dabei durch diese Angaben ersetzt.' : ''}
                </Alert>
              ) : organization.approvalStatus === 'Rejected' ? (
                <Alert color="blue" title="Erneute Prüfung" role="note">
                  Nach dem Speichern prüft das Programmteam Ihre Organisation erneut.
                </Alert>
              ) : null
            }
            onCancel={() => setEditing(false)}
            onSubmit={async (body) => {
              if (body.newMembers.length === 0 && sameData(body.organization, currentData)) {
                notifySuccess(unchangedNotice);
                setEditing(false);
                return organizationValuesOf(currentData);
              }
              const saved = await update.mutateAsync(body);
              notifySuccess(approved ? organizationMessages.changeRequested : organizationMessages.saved);
              setEditing(false);
              return organizationValuesOf(openRequestOf(saved)?.data ?? saved);
            }}
          />
        ) : (
          <>
            {openRequest ? (
              <Text mb="sm">
                Es gelten die freigegebenen Daten, bis über den Änderungsantrag entschieden ist.
              </Text>
            ) : null}
            <SummaryList data={organization} label="Stammdaten" />
            {isAdmin ? (
              <Button variant="outline" id="organization-edit" onClick={() => setEditing(true)}>
                {approved ? 'Änderung beantragen' : 'Stammdaten bearbeiten'}
              </Button>
            ) : null}
          </>
        )}
      </TitledSection>

      {organization.changeRequest ? <ChangeRequestSection request={organization.changeRequest} /> : null}

      <MembersSection organization={organization} currentUserId={currentUserId} isAdmin={isAdmin} />

      {isAdmin ? (
        <TitledSection id="invite-heading" title="Weitere Personen einladen" className={classes.section}>
          <InviteForm organization={organization} currentData={currentData} />
        </TitledSection>
      ) : null}

      {organization.approvalStatus === 'Approved' ? (
        <RegisterSection organization={organization} isAdmin={isAdmin} />
      ) : null}
      <Text mt="xl">
        <TextLink to="/organization">Zu Ihren Organisationen</TextLink>
      </Text>
    </div>
  );
}

const unchangedNotice = 'Sie haben nichts geändert; es wurde nichts gespeichert.';

/** Equal master data, whatever the key order and empty optional fields. */
function sameData(a: OrganizationData, b: OrganizationData): boolean {
  const canonical = (data: OrganizationData) => {
    const { address, ...rest } = toOrganizationData(data);
    return JSON.stringify([
      Object.entries(rest).sort(([x], [y]) => x.localeCompare(y)),
      [address.street, address.postalCode, address.city],
    ]);
  };
  return canonical(a) === canonical(b);
}

function ApprovalNotice({ organization, isAdmin }: { organization: Organization; isAdmin: boolean }) {
  const comment = organization.reviewComment ? (
    <Text mt="xs">
      <strong>Anmerkung des Programmteams:</strong> {organization.reviewComment}
    </Text>
  ) : null;
  switch (organization.approvalStatus) {
    case 'Pending':
      return (
        <Alert color="yellow" title="Wartet auf die Freigabe" role="status">
          Das Programmteam prüft Ihre Organisation. Die Administratoren der Organisation erhalten eine E-Mail,
          sobald entschieden ist. Bis dahin können Sie noch nicht für die Organisation handeln.
          {comment}
        </Alert>
      );
    case 'Rejected':
      return (
        <Alert color="red" title="Abgelehnt" role="status">
          Das Programmteam hat die Organisation abgelehnt
          {organization.reviewedAt ? ` (am ${formatDate(organization.reviewedAt)})` : ''}.
          {isAdmin
            ? ' Korrigieren Sie die Stammdaten und speichern Sie sie: Dann wird die Organisation erneut geprüft.'
            : ''}
          {comment}
        </Alert>
      );
    case 'Approved':
      return (
        <Alert color="green" title="Freigegeben" role="status">
          Die Organisation ist freigegeben
          {organization.reviewedAt ? ` (seit ${formatDate(organization.reviewedAt)})` : ''}. Ihre Mitglieder
          können für sie handeln und Fragebögen ausfüllen:{' '}
          <TextLink to="/mein-zertifizierungspfad">Zum Zertifizierungspfad</TextLink>
          {comment}
        </Alert>
      );
  }
}

function ChangeRequestSection({ request }: { request: ChangeRequest }) {
  return (
    <TitledSection
      id="change-request-heading"
      title={request.status === 'Pending' ? 'Offener Änderungsantrag' : 'Letzter Änderungsantrag'}
      className={classes.section}
    >
      <Group gap="sm" mb="sm">
        <ChangeRequestBadge status={request.status} />
        <Text>
          Eingereicht am {formatDate(request.requestedAt)}
          {request.requestedBy ? ` von ${request.requestedBy.name}` : ''}
          {request.reviewedAt ? `, entschieden am ${formatDate(request.reviewedAt)}` : ''}
        </Text>
      </Group>
      {request.status === 'Pending' ? (
        <Text mb="sm">
          Das Programmteam prüft diese Daten. Nach der Freigabe ersetzen sie die bisherigen.
        </Text>
      ) : null}
      {request.reviewComment ? (
        <Text mb="sm">
          <strong>Anmerkung des Programmteams:</strong> {request.reviewComment}
        </Text>
      ) : null}
      <SummaryList data={request.data} label="Daten des Änderungsantrags" />
    </TitledSection>
  );
}
