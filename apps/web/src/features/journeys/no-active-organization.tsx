import { OrganizationType } from '@cert/domain';
import { Button, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { TextLink } from '@/components/ui/text-link';

/**
 * Without an active organisation of a certified type there is no journey to show: how to get one (spec
 * docs/product.md §4). `organization` is an active organisation of a type without journey (business consultants).
 */
export function NoActiveOrganization({
  title = 'Ihr Zertifizierungspfad',
  organization = null,
  pending = [],
  invitations = 0,
}: {
  title?: string;
  organization?: { name: string; type: OrganizationType } | null;
  /** The user's organisations still being checked: their journey starts with the approval. */
  pending?: readonly { name: string }[];
  /** Open invitations to the user's address: accepting one comes before creating an organisation. */
  invitations?: number;
}) {
  const invited = !organization && pending.length === 0 && invitations > 0;
  return (
    <div className="prose">
      <Title order={1}>{title}</Title>
      {organization ? (
        <Text mb="md">
          Für Organisationen vom Typ „{OrganizationType.label(organization.type)}“ gibt es keinen
          Zertifizierungspfad. Zertifiziert werden öffentliche Auftraggeber und Unternehmen. Ihre aktive
          Organisation ist „{organization.name}“.
        </Text>
      ) : pending.length > 0 ? (
        <Text mb="md">
          {pending.length === 1
            ? `Ihre Organisation „${pending[0]!.name}“ wird vom Programmteam geprüft. Sobald sie freigegeben ist,`
            : `Ihre Organisationen ${new Intl.ListFormat('de').format(pending.map(({ name }) => `„${name}“`))} werden vom Programmteam geprüft. Sobald eine davon freigegeben ist,`}{' '}
          sehen Sie hier den Zertifizierungspfad und können mit der Zertifizierung beginnen. Die
          Administratorinnen und Administratoren der Organisation erhalten dazu eine E-Mail.
        </Text>
      ) : (
        <>
          <Text mb="md">
            Einen Zertifizierungspfad hat jede freigegebene Organisation: öffentliche Auftraggeber und
            Unternehmen. Sie handeln derzeit für keine freigegebene Organisation.
          </Text>
          <Text mb="md">
            {invited
              ? `Sie sind in ${invitations === 1 ? 'eine Organisation' : `${invitations} Organisationen`} eingeladen. Nehmen Sie die Einladung an, um für diese Organisation zu handeln; eine eigene Organisation legen Sie nur an, wenn Ihre noch nicht registriert ist.`
              : 'Legen Sie eine Organisation an oder nehmen Sie eine Einladung an. Sobald das Programmteam die Organisation freigegeben hat, sehen Sie hier ihren Zertifizierungspfad.'}
          </Text>
        </>
      )}
      {organization ? (
        <Text mb="md">
          Gehören Sie mehreren freigegebenen Organisationen an, wählen Sie die aktive im Kopfbereich.
        </Text>
      ) : null}
      {/* Without any organisation the next step is to create one: offered here, not one page further. */}
      <Group gap="lg">
        {invited ? (
          <Button component={Link} to="/organization/invitations">
            {invitations === 1 ? 'Einladung ansehen' : 'Einladungen ansehen'}
          </Button>
        ) : null}
        {!organization && pending.length === 0 ? (
          <Button component={Link} to="/organization/create" variant={invited ? 'default' : 'filled'}>
            Organisation anlegen
          </Button>
        ) : null}
        <TextLink to="/organization">Zu Ihren Organisationen</TextLink>
      </Group>
    </div>
  );
}
