import { MembershipRole, OrganizationType, type Organization } from '@cert/domain';
import { Alert, Button, Group, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { TextLink } from '@/components/ui/text-link';
import { useCurrentUser } from '@/lib/current-user';
import { notifySuccess } from '@/lib/notify';
import { useInvitations } from '../api/organizations-api';
import { useOrganizationState } from '../active-organization';
import { InvitationsList } from './invitations-list';
import { roleOf } from './organization-labels';
import { StatusLabel } from '@/components/ui/status-label';
import { ApprovalBadge } from './status-badge';
import { Loading } from '@/components/ui/loading';
import classes from './organizations.module.css';
import { TitledSection } from '@/components/ui/titled-section';
import { LoadError } from '@/components/ui/problem-alert';

/** /organization: the user's organisations, the active one, open invitations (docs/product.md §2, §4; ADR 007). */
export function OrganizationsOverview() {
  const { data: user } = useCurrentUser();
  const state = useOrganizationState();
  const invitations = useInvitations();
  const navigate = useNavigate();
  const { organizations, activeOrganization, setActiveOrganization } = state;

  const choose = (organization: Organization) => {
    setActiveOrganization(organization._id);
    notifySuccess(`Sie handeln jetzt für „${organization.name}“.`);
  };

  return (
    <div>
      <Title order={1}>Ihre Organisationen</Title>
      <Text mb="md" maw="46rem">
        Sie handeln auf der Plattform für eine Organisation: Fragebögen, Praxisbeispiele und Zertifikate
        gehören zur aktiven Organisation. Eine neue Organisation prüft zuerst das Programmteam; erst nach der
        Freigabe können Sie für sie handeln.
      </Text>
      <Button component={Link} to="/organization/create" id="organization-create" mb="xl">
        Organisation anlegen
      </Button>

      {invitations.data && invitations.data.length > 0 ? (
        <TitledSection id="invitations-heading" title="Offene Einladungen" className={classes.section}>
          <Text mb="md">Sie wurden eingeladen, diesen Organisationen beizutreten.</Text>
          <InvitationsList
            invitations={invitations.data}
            onAccepted={(organization) => void navigate(`/organization/${organization._id}`)}
          />
        </TitledSection>
      ) : null}

      <TitledSection id="organizations-heading" title="Ihre Mitgliedschaften" className={classes.section}>
        {state.organizationsPending ? <Loading label="Organisationen werden geladen" /> : null}
        {!state.organizationsPending && organizations.length === 0 ? (
          <Alert color="blue" title="Sie gehören keiner Organisation an" role="status">
            <Text>
              Legen Sie Ihre Organisation an oder nehmen Sie eine Einladung an, falls eine Kollegin oder ein
              Kollege Ihre Organisation schon angelegt hat. Die Einladung kommt per E-Mail an Ihre
              Anmeldeadresse.
            </Text>
          </Alert>
        ) : null}
        {organizations.length > 0 ? (
          <>
            <Text mb="md" role="status">
              {activeOrganization ? (
                <>
                  Aktive Organisation: <strong>{activeOrganization.name}</strong>
                </>
              ) : (
                'Sie haben noch keine freigegebene Organisation. Sobald das Programmteam eine Ihrer Organisationen freigibt, wird sie Ihre aktive Organisation.'
              )}
            </Text>
            <ul className={classes.list} aria-label="Ihre Organisationen">
              {organizations.map((organization) => {
                const isActive = organization._id === activeOrganization?._id;
                const role = roleOf(organization, user?._id);
                return (
                  <li
                    key={organization._id}
                    className={`${classes.card} ${isActive ? classes.cardActive : ''}`}
                    aria-current={isActive ? 'true' : undefined}
                  >
                    <Group justify="space-between" align="flex-start" gap="sm">
                      <div>
                        <Title order={3} size="h4" mb={4}>
                          <TextLink to={`/organization/${organization._id}`}>{organization.name}</TextLink>
                        </Title>
                        <Text>
                          {OrganizationType.label(organization.type)}
                          {role ? ` · Ihre Rolle: ${MembershipRole.label(role)}` : ''}
                        </Text>
                      </div>
                      <Group gap="xs">
                        <ApprovalBadge status={organization.approvalStatus} />
                        {isActive ? <StatusLabel tone="info">Aktive Organisation</StatusLabel> : null}
                      </Group>
                    </Group>
                    {organization.approvalStatus === 'Approved' && !isActive ? (
                      <Button
                        variant="outline"
                        mt="sm"
                        id={`organization-${organization._id}-activate`}
                        aria-label={`„${organization.name}“ als aktive Organisation wählen`}
                        onClick={() => choose(organization)}
                      >
                        Als aktive Organisation wählen
                      </Button>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </>
        ) : null}
      </TitledSection>
      {invitations.error ? (
        <LoadError
          title="Die Einladungen konnten nicht geladen werden"
          error={invitations.error}
          onRetry={invitations.refetch}
          mt="lg"
        />
      ) : null}
      <Text mt="xl" size="sm">
        Eine Einladung per E-Mail erhalten? Offene Einladungen finden Sie auch unter{' '}
        <TextLink to="/organization/invitations">Einladungen</TextLink>.
      </Text>
    </div>
  );
}

/** /organization/invitations: the link of the invitation e-mail. */
export function InvitationsScreen() {
  const invitations = useInvitations();
  const navigate = useNavigate();
  return (
    <div className="prose">
      <Title order={1}>Einladungen</Title>
      {invitations.isPending ? <Loading label="Einladungen werden geladen" /> : null}
      {invitations.error ? (
        <LoadError
          title="Die Einladungen konnten nicht geladen werden"
          error={invitations.error}
          onRetry={invitations.refetch}
        />
      ) : null}
      {invitations.data?.length === 0 ? (
        <Alert color="blue" role="status" title="Keine offenen Einladungen">
          <Text>
            Für Ihre E-Mail-Adresse liegen keine offenen Einladungen vor. Vielleicht wurde die Einladung an
            eine andere Adresse geschickt, schon angenommen oder zurückgezogen.
          </Text>
        </Alert>
      ) : null}
      {invitations.data && invitations.data.length > 0 ? (
        <>
          <Text mb="md">Sie wurden eingeladen, diesen Organisationen beizutreten.</Text>
          <InvitationsList
            invitations={invitations.data}
            headingOrder={2}
            onAccepted={(organization) => void navigate(`/organization/${organization._id}`)}
          />
        </>
      ) : null}
      <Text mt="xl">
        <TextLink to="/organization">Zu Ihren Organisationen</TextLink>
      </Text>
    </div>
  );
}
