import { List, Text, Title } from '@mantine/core';
import { ExampleContentNotice, MailLink, OperatorAddress, PhoneLink } from '@/components/ui/operator-contact';
import { SimplePage } from '@/components/ui/simple-page';
import { TextLink } from '@/components/ui/text-link';
import { useSiteConfig } from '@/lib/site-config';

export function Component() {
  const { operator, responsiblePerson, supervisoryAuthority } = useSiteConfig();
  return (
    <SimplePage title="Impressum">
      <ExampleContentNotice />
      <Text mb="md">Angaben zum Anbieter dieser Website nach § 5 Digitale-Dienste-Gesetz (DDG).</Text>

      <Title order={2} mt="xl" mb="sm">
        Herausgeber und Betreiber
      </Title>
      <OperatorAddress />

      <Title order={2} mt="xl" mb="sm">
        Kontakt
      </Title>
      <List spacing="xs" mb="sm">
        <List.Item>
          E-Mail: <MailLink address={operator.email} />
        </List.Item>
        <List.Item>
          Telefon: <PhoneLink number={operator.phone} />
        </List.Item>
      </List>

      <Title order={2} mt="xl" mb="sm">
        Verantwortlich für den Inhalt nach § 18 Absatz 2 Medienstaatsvertrag
      </Title>
      <Text mb="sm">{responsiblePerson}</Text>

      <Title order={2} mt="xl" mb="sm">
        Zuständige Aufsichtsbehörde
      </Title>
      <Text mb="sm">{supervisoryAuthority}</Text>

      <Title order={2} mt="xl" mb="sm">
        Haftung für Inhalte
      </Title>
      <Text mb="sm">
        Wir erstellen die Inhalte dieser Plattform mit größter Sorgfalt. Für die Richtigkeit, Vollständigkeit
        und Aktualität der Inhalte können wir jedoch keine Gewähr übernehmen. Die Auswertungen und
        Handlungsempfehlungen beruhen auf Ihren eigenen Angaben.
      </Text>

      <Title order={2} mt="xl" mb="sm">
        Haftung für Links
      </Title>
      <Text mb="sm">
        Diese Plattform enthält Links zu Websites Dritter. Für deren Inhalte sind allein die jeweiligen
        Anbieter verantwortlich. Zum Zeitpunkt der Verlinkung waren keine Rechtsverstöße erkennbar. Werden uns
        Rechtsverletzungen bekannt, entfernen wir die betreffenden Links umgehend.
      </Text>

      <Title order={2} mt="xl" mb="sm">
        Weitere Informationen
      </Title>
      <Text mb="sm">
        Die Regeln für die Nutzung der Plattform finden Sie in den{' '}
        <TextLink to="/nutzungsbedingungen">Nutzungsbedingungen</TextLink>, Angaben zur Barrierefreiheit in
        der <TextLink to="/barrierefreiheit">Erklärung zur Barrierefreiheit</TextLink>.
      </Text>
    </SimplePage>
  );
}
