import { Text, Title } from '@mantine/core';
import { TextLink } from '@/components/ui/text-link';

/** Without an active organisation there is no journey to show: how to get one (spec platform.md §4). */
export function NoActiveOrganization({ title = 'Ihr Zertifizierungspfad' }: { title?: string }) {
  return (
    <div className="prose">
      <Title order={1}>{title}</Title>
      <Text mb="md">
        Einen Zertifizierungspfad hat jede freigegebene Organisation: öffentliche Auftraggeber und
        Unternehmen. Sie handeln derzeit für keine freigegebene Organisation.
      </Text>
      <Text mb="md">
        Legen Sie eine Organisation an oder nehmen Sie eine Einladung an. Sobald die Programmgeschäftsstelle
        die Organisation freigegeben hat, sehen Sie hier ihren Zertifizierungspfad. Gehören Sie mehreren
        freigegebenen Organisationen an, wählen Sie die aktive im Kopfbereich.
      </Text>
      <TextLink to="/organization">Zu Ihren Organisationen</TextLink>
    </div>
  );
}
