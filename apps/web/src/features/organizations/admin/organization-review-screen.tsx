import {
  adminJourneyPath,
  ChangeRequestStatus,
  MembershipRole,
  organizationMessages,
  pathTypeOf,
  type Organization,
} from '@cert/domain';
import { Alert, Anchor, Button, Group, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useListAddress } from '@/components/admin-list';
import { DateDisplay, DateTimeDisplay } from '@/components/form';
import { BusyButton } from '@/components/ui/busy-button';
import { DecisionFacts, FactList } from '@/components/ui/fact-list';
import { LoadError, ProblemAlert, useProblem } from '@/components/ui/problem-alert';
import { RecordTable } from '@/components/ui/record-table';
import { userMessageOf } from '@/lib/api-client';
import { usePageTitleDetail } from '@/lib/title-detail';
import { useDecision, useOrganization, useRemoveFromRegister, type Decision } from './api';
import { ChangeComparison } from './change-comparison';
import { CreatorSignals } from './creator-signals';
import { DecisionDialog } from './decision-dialog';
import { fieldsFor, NO_VALUE } from './organization-fields';
import { MembersTable } from './members-table';
import { LIST_PATH } from './paths';
import { ApprovalBadge } from '../components/status-badge';
import { RefusedInvitation } from '../components/refused-invitation';
import { Loading } from '@/components/ui/loading';
import { TitledSection } from '@/components/ui/titled-section';

/** @internal */
export const changeRequestMessages = {
  approved: 'Die Änderungen wurden übernommen.',
  rejected: 'Der Änderungsantrag wurde abgelehnt.',
} as const;

type DialogText = { title: string; message: string; confirmLabel: string; success: string };

function dialogText(decision: Decision, name: string): DialogText {
  if (decision.subject === 'organization') {
    return decision.verdict === 'approve'
      ? {
          title: 'Organisation freigeben',
          message: `Möchten Sie „${name}“ freigeben? Die Organisation kann danach Fragebögen ausfüllen und ihren Zertifizierungspfad gehen.`,
          confirmLabel: 'Freigeben',
          success: organizationMessages.approved,
        }
      : {
          title: 'Organisation ablehnen',
          message: `Bitte begründen Sie, warum Sie „${name}“ ablehnen. Die Organisation kann ihre Angaben danach ändern und erneut zur Prüfung einreichen.`,
          confirmLabel: 'Ablehnen',
          success: organizationMessages.rejected,
        };
  }
  return decision.verdict === 'approve'
    ? {
        title: 'Änderungen übernehmen',
        message: 'Die beantragten Angaben ersetzen danach die bisherigen Stammdaten der Organisation.',
        confirmLabel: 'Änderungen übernehmen',
        success: changeRequestMessages.approved,
      }
    : {
        title: 'Änderungen ablehnen',
        message: 'Bitte begründen Sie die Ablehnung. Die Organisation behält ihre bisherigen Angaben.',
        confirmLabel: 'Änderungen ablehnen',
        success: changeRequestMessages.rejected,
      };
}

/** A platform admin's review of one organisation: master data, members, approval and change request. */
export function OrganizationReviewScreen({ organizationId }: { organizationId: string }) {
  const listAddress = useListAddress(LIST_PATH);
  const { data: organization, error, isPending, refetch } = useOrganization(organizationId);

  return (
    <div>
      <Anchor component={Link} to={listAddress} display="inline-block" mb="sm">
        Zurück zur Liste der Organisationen
      </Anchor>
      {isPending ? (
        <>
          <Title order={1}>Organisation prüfen</Title>
          <Loading label="Die Organisation wird geladen" />
        </>
      ) : error ? (
        <>
          <Title order={1}>Organisation prüfen</Title>
          <LoadError title="Die Organisation konnte nicht geladen werden" error={error} onRetry={refetch} />
        </>
      ) : (
        <Review organization={organization} listAddress={listAddress} />
      )}
    </div>
  );
}

function Review({ organization, listAddress }: { organization: Organization; listAddress: string }) {
  const navigate = useNavigate();
  const decide = useDecision(organization._id);
  const [decision, setDecision] = useState<Decision | null>(null);
  const { problem, problemRef, run } = useProblem();
  usePageTitleDetail(organization.name);
  const text = decision ? dialogText(decision, organization.name) : null;
  const openRequest = organization.changeRequest?.status === 'Pending' ? organization.changeRequest : null;
  const lastRequest = organization.changeRequest && !openRequest ? organization.changeRequest : null;
  const waitingInvitations = organization.pendingMembers.filter((invitation) => !invitation.mailedAt).length;
  const journey = organization.approvalStatus === 'Approved' ? pathTypeOf(organization.type) : null;

  // The decided organisation is read anew while the request settles; decided, the office goes back to the list.
  const confirm = async (comment: string) => {
    if (!decision || !text) return;
    if (await run(() => decide.mutateAsync({ decision, comment }), text.success)) void navigate(listAddress);
    else setDecision(null);
  };

  return (
    <>
      <Title order={1}>{organization.name}</Title>
      {organization.approvalStatus === 'Pending' ? (
        <Text mb="md">
          Prüfen Sie die Stammdaten und die Mitglieder; die Entscheidung über die Freigabe steht am Ende der
          Seite.
        </Text>
      ) : journey ? (
        // An approved organisation's next place is its journey, where the office records and decides.
        <Text mb="md">
          <Anchor component={Link} to={adminJourneyPath(organization._id, journey)}>
            Zum Zertifizierungspfad der Organisation
          </Anchor>
        </Text>
      ) : null}
      <ProblemAlert ref={problemRef} title="Die Entscheidung wurde nicht gespeichert" problem={problem} />

      {openRequest ? (
        <TitledSection id="review-change-request" title="Offener Änderungsantrag" mt="xl" mb="sm">
          <Text mb="sm">
            Beantragt am <DateTimeDisplay value={openRequest.requestedAt} />
            {openRequest.requestedBy ? ` von ${openRequest.requestedBy.name}` : ''}. Bis zu Ihrer Entscheidung
            gelten die aktuellen Werte.
          </Text>
          <ChangeComparison current={organization} requested={openRequest.data} />
          <Group gap="sm">
            <Button
              onClick={() =>
                setDecision({ subject: 'changeRequest', requestId: openRequest._id, verdict: 'approve' })
              }
            >
              Änderungen übernehmen
            </Button>
            <Button
              variant="outline"
              color="red"
              onClick={() =>
                setDecision({ subject: 'changeRequest', requestId: openRequest._id, verdict: 'reject' })
              }
            >
              Änderungen ablehnen
            </Button>
          </Group>
        </TitledSection>
      ) : null}

      <TitledSection id="review-master-data" title="Stammdaten" mt="xl" mb="sm">
        <FactList>
          {fieldsFor(organization).map((field) => (
            <FieldRow key={field.key} label={field.label} value={field.value(organization)} />
          ))}
        </FactList>
        {lastRequest ? (
          <Text size="sm">
            Letzter Änderungsantrag: {ChangeRequestStatus.label(lastRequest.status)}
            {lastRequest.reviewedAt ? (
              <>
                {' '}
                am <DateDisplay value={lastRequest.reviewedAt} />
              </>
            ) : null}
            {lastRequest.reviewComment ? ` (${lastRequest.reviewComment})` : ''}.
          </Text>
        ) : null}
      </TitledSection>

      <TitledSection id="review-members" title="Mitglieder" mt="xl" mb="sm">
        <MembersTable members={organization.members} />
        <Title order={3} mt="lg" mb="sm">
          Offene Einladungen
        </Title>
        {organization.pendingMembers.length === 0 ? (
          <Text>Es gibt keine offenen Einladungen.</Text>
        ) : (
          <>
            {waitingInvitations > 0 ? (
              <Text mb="sm">{organizationMessages.invitationsMailedOnApproval(waitingInvitations)}</Text>
            ) : null}
            <RecordTable
              regionLabel="Tabelle der offenen Einladungen"
              listLabel="Offene Einladungen"
              rows={organization.pendingMembers}
              rowKey={(invitation) => invitation._id}
              title={{ header: 'E-Mail-Adresse', cell: (invitation) => invitation.email }}
              columns={[
                { header: 'Rolle', cell: (invitation) => MembershipRole.label(invitation.role) },
                {
                  header: 'Eingeladen am',
                  cell: (invitation) => (
                    <>
                      <DateDisplay value={invitation.invitedAt} />
                      <RefusedInvitation invitation={invitation} />
                    </>
                  ),
                },
              ]}
            />
          </>
        )}
      </TitledSection>

      <TitledSection id="review-approval" title="Freigabe" mt="xl" mb="sm">
        <FactList>
          <dt>Status</dt>
          <dd>
            <ApprovalBadge status={organization.approvalStatus} />
          </dd>
          <dt>Angelegt am</dt>
          <dd>
            <DateTimeDisplay value={organization.createdAt} />
          </dd>
          <DecisionFacts reviewedAt={organization.reviewedAt} reviewComment={organization.reviewComment} />
          {/* Sent back to review after a rejection: the decision to take again stands beside the reason given. */}
          {organization.approvalStatus === 'Pending' && organization.previousRejection ? (
            <>
              <dt>Zuvor abgelehnt</dt>
              <dd>
                am <DateTimeDisplay value={organization.previousRejection.at} />; danach hat die Organisation
                ihre Angaben geändert und erneut eingereicht.
              </dd>
              {organization.previousRejection.comment ? (
                <>
                  <dt>Begründung der Ablehnung</dt>
                  <dd>{organization.previousRejection.comment}</dd>
                </>
              ) : null}
            </>
          ) : null}
        </FactList>
        {/* What the resubmission changed, as a change request shows it (none for a rejection kept before its data
            were, migration 0026). */}
        {organization.approvalStatus === 'Pending' && organization.previousRejection?.data ? (
          <ChangeComparison
            of="resubmission"
            current={organization.previousRejection.data}
            requested={organization}
          />
        ) : null}
        {organization.approvalStatus === 'Pending' ? (
          <CreatorSignals organizationId={organization._id} />
        ) : null}
        {organization.approvalStatus === 'Pending' ? (
          <Group gap="sm">
            <Button onClick={() => setDecision({ subject: 'organization', verdict: 'approve' })}>
              Freigeben
            </Button>
            <Button
              variant="outline"
              color="red"
              onClick={() => setDecision({ subject: 'organization', verdict: 'reject' })}
            >
              Ablehnen
            </Button>
          </Group>
        ) : null}
      </TitledSection>

      {organization.listedSince ? <RegisterEntry organization={organization} /> : null}

      <DecisionDialog
        opened={decision !== null}
        title={text?.title ?? ''}
        message={text?.message ?? ''}
        confirmLabel={text?.confirmLabel ?? ''}
        commentRequired={decision?.verdict === 'reject'}
        loading={decide.isPending}
        onConfirm={(comment) => void confirm(comment)}
        onCancel={() => setDecision(null)}
      />
    </>
  );
}

function FieldRow({ label, value }: { label: string; value: string | null }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value ?? NO_VALUE}</dd>
    </>
  );
}

/** The organisation's entry in the public register, by its own choice; the office may take it out. */
function RegisterEntry({ organization }: { organization: Organization }) {
  const remove = useRemoveFromRegister(organization._id);
  return (
    <TitledSection id="review-register" title="Öffentliches Verzeichnis" mt="xl" mb="sm">
      <Text mb="sm">
        Die Organisation steht auf eigenen Wunsch seit dem <DateDisplay value={organization.listedSince!} />{' '}
        im Verzeichnis zertifizierter Organisationen (mit ihren gültigen Stufen).
      </Text>
      {remove.error ? (
        <Alert color="red" title="Nicht aus dem Verzeichnis genommen" mb="sm">
          {userMessageOf(remove.error)}
        </Alert>
      ) : null}
      <BusyButton variant="default" loading={remove.isPending} onClick={() => remove.mutate()}>
        Aus dem Verzeichnis nehmen
      </BusyButton>
    </TitledSection>
  );
}
