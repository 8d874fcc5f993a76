import { Button, Group, List, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { SimplePage } from '@/components/ui/simple-page';
import { TextLink } from '@/components/ui/text-link';
import { formatDuration, RETENTION, waitingPeriods } from '@cert/domain/journey/periods';
import { WaitingPeriodTable } from '@/components/ui/waiting-period-table';

const periods = waitingPeriods.procurer;
const waitingPeriodRows: [string, string][] = [
  ['vor der zweiten Bronze-Stufe (für einen weiteren Zweig)', formatDuration(periods.secondBronze)],
  ['vor der Silber-Stufe', formatDuration(periods.silver)],
  ['vor der zweiten Silber-Stufe (für einen weiteren Zweig)', formatDuration(periods.secondSilver)],
  ['vor der Gold-Stufe', formatDuration(periods.gold)],
];

export function Component() {
  return (
    <SimplePage title="Zertifizierung für öffentliche Auftraggeber">
      <Text size="lg" mb="md">
        Beschaffungsstellen und Beschaffungsprojekte lassen ihre Kompetenz in der innovativen Beschaffung
        zertifizieren: mit einer Selbsteinschätzung (Bronze), einem Workshop (Silber) und einem Praxisbeispiel
        (Gold).
      </Text>
      <Text mb="sm">
        Das Angebot richtet sich an Behördenleitungen, Leitungen der Zentralverwaltung, Leitungen von
        Beschaffungsstellen und an Beschäftigte in der Beschaffung. Es zeigt, wie weit Ihre Organisation in
        der innovativen Beschaffung ist, und gibt Ihnen konkrete Hinweise für die nächsten Schritte.
      </Text>

      <Title order={2} mt="xl" mb="sm">
        Beschaffungsstelle oder Beschaffungsprojekt
      </Title>
      <Text mb="sm">Sie können zwei Dinge zertifizieren lassen, jedes in einem eigenen Zweig:</Text>
      <List spacing="xs" mb="md">
        <List.Item>
          <strong>die Beschaffungsstelle</strong> (Vergabestelle) als Ganzes, also die Einheit, die für Ihre
          Behörde einkauft, oder
        </List.Item>
        <List.Item>
          <strong>ein einzelnes Beschaffungsprojekt</strong>, also eine konkrete Beschaffung, die Sie
          innovativ durchgeführt haben oder gerade durchführen.
        </List.Item>
      </List>

      <Title order={2} mt="xl" mb="sm">
        Die drei Stufen
      </Title>
      <Title order={3} mt="md" mb="xs">
        Bronze: Online-Selbsteinschätzung
      </Title>
      <Text mb="sm">
        Sie beantworten online einen Fragebogen zu den Erfolgsfaktoren innovativer Beschaffung. Das dauert
        etwa eine Stunde. Sie können Ihre Antworten als Entwurf speichern und später weiterarbeiten.
      </Text>
      <Text mb="sm">
        Nach dem Absenden erhalten Sie sofort eine Auswertung: Sie sehen Ihre Stärken und bekommen persönliche
        Handlungsempfehlungen. Alle Teilnehmenden erhalten diese Empfehlungen, unabhängig vom Ergebnis. Ist
        die Stufe noch nicht erreicht, können Sie den Fragebogen nach einer Sperrfrist von{' '}
        {formatDuration(RETENTION, 'dative')} erneut ausfüllen.
      </Text>
      <Title order={3} mt="md" mb="xs">
        Silber: Audit und Workshop
      </Title>
      <Text mb="sm">
        Das Programmteam führt mit Ihnen ein Audit und einen Workshop durch. Gemeinsam betrachten Sie Ihre
        Beschaffungspraxis im Detail. Das Ergebnis trägt das Programmteam auf der Plattform ein; Sie erhalten
        dazu einen Ergebnisbericht.
      </Text>
      <Title order={3} mt="md" mb="xs">
        Gold: Praxisbeispiel
      </Title>
      <Text mb="sm">
        Sie beschreiben eine innovative Beschaffung aus Ihrer Praxis als Praxisbeispiel. Das Programmteam
        prüft es. Wird Ihr Praxisbeispiel angenommen, erreichen Sie die Stufe Gold.
      </Text>

      <Title order={2} mt="xl" mb="sm">
        Wartezeiten zwischen den Stufen
      </Title>
      <Text mb="sm">
        Zwischen zwei Stufen liegt jeweils eine Wartezeit. In dieser Zeit können Sie die Handlungsempfehlungen
        umsetzen.
      </Text>
      <WaitingPeriodTable
        caption="Mindestwartezeiten im Pfad für öffentliche Auftraggeber"
        rows={waitingPeriodRows}
      />

      <Title order={2} mt="xl" mb="sm">
        Siegel und Urkunde
      </Title>
      <Text mb="sm">
        Für jede erreichte Stufe erhalten Sie ein Siegel und eine Urkunde. Das Siegel dürfen Sie zum Beispiel
        auf Ihrer Website oder in Ausschreibungsunterlagen zeigen. Dritte können die Echtheit eines
        Zertifikats auf dieser Plattform prüfen.
      </Text>

      <Title order={2} mt="xl" mb="sm">
        So starten Sie
      </Title>
      <Text mb="md">
        Melden Sie sich mit Ihrer dienstlichen E-Mail-Adresse an und legen Sie Ihre Organisation an. Nach der
        Bestätigung durch das Programmteam können Sie mit der Bronze-Stufe beginnen. Weitere Antworten finden
        Sie unter <TextLink to="/faq">Häufige Fragen zur Zertifizierung</TextLink>.
      </Text>
      <Group>
        <Button component={Link} to="/login">
          Anmelden und Zertifizierung beginnen
        </Button>
      </Group>
    </SimplePage>
  );
}
