import { Button, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { TextLink } from '@/components/ui/text-link';

export function Component() {
  return (
    <div className="prose">
      <Title order={1}>Innovation in der öffentlichen Beschaffung sichtbar machen</Title>
      <Text size="lg" mb="md">
        Auf dieser Plattform weisen öffentliche Auftraggeber und Unternehmen nach, wie gut sie innovative
        Beschaffung beherrschen. Sie beantworten einen Fragebogen zur Selbsteinschätzung, erhalten eine
        Auswertung mit Handlungsempfehlungen und können Schritt für Schritt ein Zertifikat erwerben.
      </Text>
      <Title order={2} mt="xl" mb="sm">
        Für wen ist die Zertifizierung?
      </Title>
      <Text mb="sm">
        <TextLink to="/zertifizierung-fuer-oeffentliche-auftraggeber">Öffentliche Auftraggeber</TextLink> wie
        Beschaffungsstellen und Beschaffungsprojekte durchlaufen die Stufen Bronze, Silber und Gold.
      </Text>
      <Text mb="lg">
        <TextLink to="/zertifizierung-fuer-unternehmen">Unternehmen und Start-ups</TextLink>, die an die
        öffentliche Hand verkaufen, durchlaufen die Stufen Professional, Practitioner und Expert.
      </Text>
      <Group>
        <Button component={Link} to="/login" id="landing-login">
          Jetzt anmelden
        </Button>
      </Group>
    </div>
  );
}
