import { Button, Group, List, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { SimplePage } from '@/components/ui/simple-page';
import { TextLink } from '@/components/ui/text-link';
import { formatDuration, RETENTION, waitingPeriods } from '@cert/domain/journey/periods';
import { WaitingPeriodTable } from '@/components/ui/waiting-period-table';

const periods = waitingPeriods.provider;
const waitingPeriodRows: [string, string][] = [
  ['vor der Stufe Professional', formatDuration(periods.afterProfessional)],
  ['vor einer zweiten Stufe Professional', formatDuration(periods.afterSecondProfessional)],
  ['vor der Stufe Practitioner', formatDuration(periods.afterPractitioner)],
  ['vor einer zweiten Stufe Practitioner', formatDuration(periods.afterSecondPractitioner)],
];

export function Component() {
  return (
    <SimplePage title="Zertifizierung für Unternehmen">
      <Text size="lg" mb="md">
        Unternehmen und Start-ups, die innovative Lösungen an die öffentliche Hand verkaufen, weisen ihre
        Erfahrung in drei Stufen nach: Professional, Practitioner und Expert.
      </Text>
      <Text mb="sm">
        Die Zertifizierung zeigt öffentlichen Auftraggebern, dass Sie die Besonderheiten der öffentlichen
        Beschaffung kennen und Ihre Innovation dort erfolgreich anbieten können. Gleichzeitig erfahren Sie, wo
        Sie noch dazulernen können.
      </Text>

      <Title order={2} mt="xl" mb="sm">
        Die drei Stufen
      </Title>
      <Title order={3} mt="md" mb="xs">
        Professional: Veranstaltung und E-Learning
      </Title>
      <Text mb="sm">
        Sie nehmen an einer Programmveranstaltung teil und schließen ein E-Learning ab. Das Programmteam trägt
        beide Nachweise auf der Plattform ein.
      </Text>
      <Title order={3} mt="md" mb="xs">
        Practitioner: Innovation zeigen
      </Title>
      <List spacing="xs" mb="sm">
        <List.Item>Sie tragen Ihre Innovation auf dem Innovationsmarktplatz des Programms ein.</List.Item>
        <List.Item>Sie stellen ein Praxisbeispiel auf einer Programmveranstaltung vor.</List.Item>
        <List.Item>Sie reichen das Praxisbeispiel ein, und das Programmteam nimmt es an.</List.Item>
      </List>
      <Title order={3} mt="md" mb="xs">
        Expert: Fragebogen mit Auswertung
      </Title>
      <Text mb="sm">
        Sie beantworten einen Fragebogen zu Ihrem Produkt, Ihrem Markt, Ihrer Vorbereitung, Ihrer Erfahrung
        mit öffentlichen Aufträgen und Ihrer Strategie. Sie können Ihre Antworten als Entwurf speichern. Nach
        dem Absenden erhalten Sie eine Auswertung mit Stärken und persönlichen Handlungsempfehlungen. Ist die
        Stufe noch nicht erreicht, können Sie den Fragebogen nach einer Sperrfrist von{' '}
        {formatDuration(RETENTION, 'dative')} erneut ausfüllen.
      </Text>

      <Title order={2} mt="xl" mb="sm">
        Wartezeiten
      </Title>
      <Text mb="sm">Zwischen den Stufen gelten Mindestwartezeiten:</Text>
      <WaitingPeriodTable caption="Mindestwartezeiten im Pfad für Unternehmen" rows={waitingPeriodRows} />
      <Text mb="sm">
        Wird die Stufe Expert nicht erreicht, gilt eine Sperrfrist von {formatDuration(RETENTION, 'dative')}{' '}
        bis zum nächsten Versuch.
      </Text>

      <Title order={2} mt="xl" mb="sm">
        Siegel und Urkunde
      </Title>
      <Text mb="sm">
        Für jede erreichte Stufe erhalten Sie ein Siegel und eine Urkunde. Das Siegel dürfen Sie in Angeboten,
        auf Ihrer Website und in Ihrer Kommunikation zeigen. Öffentliche Auftraggeber können die Echtheit
        eines Zertifikats auf dieser Plattform prüfen.
      </Text>

      <Title order={2} mt="xl" mb="sm">
        So starten Sie
      </Title>
      <Text mb="md">
        Melden Sie sich mit Ihrer geschäftlichen E-Mail-Adresse an und legen Sie Ihr Unternehmen als
        Organisation an. Nach der Bestätigung durch das Programmteam beginnt Ihr Zertifizierungspfad. Weitere
        Antworten finden Sie unter <TextLink to="/faq">Häufige Fragen zur Zertifizierung</TextLink>.
      </Text>
      <Group>
        <Button component={Link} to="/login">
          Anmelden und Zertifizierung beginnen
        </Button>
      </Group>
    </SimplePage>
  );
}
