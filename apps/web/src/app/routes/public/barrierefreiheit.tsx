import { Anchor, List, Text, Title } from '@mantine/core';
import { ExampleContentNotice, MailLink, OperatorAddress, PhoneLink } from '@/components/ui/operator-contact';
import { useSiteConfig } from '@/lib/site-config';
import { SimplePage } from '@/components/ui/simple-page';

export function Component() {
  const { operator, accessibilityContact, accessibilityStatementDate } = useSiteConfig();
  return (
    <SimplePage title="Erklärung zur Barrierefreiheit">
      <ExampleContentNotice />
      <Text mb="sm">
        {operator.name} ist bemüht, die Zertifizierungsplattform im Einklang mit den nationalen
        Rechtsvorschriften zur Umsetzung der Richtlinie (EU) 2016/2102 des Europäischen Parlaments und des
        Rates barrierefrei zugänglich zu machen.
      </Text>
      <Text mb="sm">
        Diese Erklärung zur Barrierefreiheit gilt für die Zertifizierungsplattform mit allen öffentlichen
        Seiten und den Bereichen nach der Anmeldung.
      </Text>

      <Title order={2} mt="xl" mb="sm">
        Stand der Vereinbarkeit mit den Anforderungen
      </Title>
      <Text mb="sm">
        Die Anforderungen der Barrierefreiheit ergeben sich aus §§ 3 Absätze 1 bis 4 und 4 der
        Barrierefreie-Informationstechnik-Verordnung (BITV 2.0), die auf der Grundlage von § 12d
        Behindertengleichstellungsgesetz (BGG) erlassen wurde.
      </Text>
      <Text mb="sm">
        Die Zertifizierungsplattform ist wegen der folgenden Einschränkungen derzeit nur teilweise mit der
        BITV 2.0 vereinbar. Die Prüfung aller Bereiche dauert noch an.
      </Text>

      <Title order={2} mt="xl" mb="sm">
        Nicht barrierefreie Inhalte
      </Title>
      <Text mb="sm">Folgende Inhalte sind nach unserem derzeitigen Kenntnisstand nicht barrierefrei:</Text>
      <List spacing="xs" mb="sm">
        <List.Item>
          Urkunden und Ergebnisberichte im PDF-Format sind noch nicht vollständig barrierefrei (zum Beispiel
          fehlende Strukturierung für Screenreader).
        </List.Item>
        <List.Item>
          Die Siegel sind Bilddateien. Ihre Bedeutung ist auf der Plattform zusätzlich als Text beschrieben.
        </List.Item>
        <List.Item>
          Einzelne Bereiche nach der Anmeldung, insbesondere lange Fragebögen und die Verwaltungsbereiche des
          Programmteams, sind noch nicht abschließend geprüft.
        </List.Item>
        <List.Item>
          Inhalte in Leichter Sprache und in Deutscher Gebärdensprache stehen noch nicht zur Verfügung.
        </List.Item>
      </List>
      <Text mb="sm">
        Wir arbeiten daran, diese Einschränkungen zu beheben. Bis dahin helfen wir Ihnen gern auf anderem Weg,
        zum Beispiel per E-Mail oder Telefon.
      </Text>

      <Title order={2} mt="xl" mb="sm">
        Erstellung dieser Erklärung zur Barrierefreiheit
      </Title>
      <Text mb="sm">
        Diese Erklärung wurde am {accessibilityStatementDate} erstellt. Grundlage ist eine Selbstbewertung
        durch den Betreiber, unterstützt durch automatisierte Prüfungen (axe-core) und Tests mit der Tastatur.
      </Text>

      <Title order={2} mt="xl" mb="sm">
        Barrieren melden: Kontakt zu den Feedback-Ansprechpartnern
      </Title>
      <Text mb="sm">
        Sie möchten uns bestehende Barrieren mitteilen oder Informationen zur Umsetzung der Barrierefreiheit
        erfragen? Für Ihr Feedback sowie alle weiteren Informationen sprechen Sie uns gern an:
      </Text>
      <OperatorAddress />
      <List spacing="xs" mb="sm">
        <List.Item>
          E-Mail: <MailLink address={accessibilityContact.email} />
        </List.Item>
        <List.Item>
          Telefon: <PhoneLink number={accessibilityContact.phone} />
        </List.Item>
      </List>

      <Title order={2} mt="xl" mb="sm">
        Durchsetzungsverfahren: Schlichtungsstelle nach § 16 BGG
      </Title>
      <Text mb="sm">
        Wenn auch nach Ihrem Feedback an den oben genannten Kontakt keine zufriedenstellende Lösung gefunden
        wurde, können Sie sich an die Schlichtungsstelle nach § 16 BGG wenden. Die Schlichtungsstelle BGG hat
        die Aufgabe, bei Konflikten zum Thema Barrierefreiheit zwischen Menschen mit Behinderungen und
        öffentlichen Stellen des Bundes eine außergerichtliche Streitbeilegung zu unterstützen. Das
        Schlichtungsverfahren ist kostenlos. Es muss kein Rechtsbeistand eingeschaltet werden.
      </Text>
      <Text mb="sm">
        Weitere Informationen zum Schlichtungsverfahren und den Möglichkeiten der Antragstellung erhalten Sie
        auf der{' '}
        <Anchor href="https://www.schlichtungsstelle-bgg.de">Website der Schlichtungsstelle BGG</Anchor>.
      </Text>
      <Text mb="sm">Direkt kontaktieren können Sie die Schlichtungsstelle BGG unter:</Text>
      <Text component="address" fs="normal" mb="sm">
        Schlichtungsstelle nach dem Behindertengleichstellungsgesetz
        <br />
        bei dem Beauftragten der Bundesregierung für die Belange von Menschen mit Behinderungen
        <br />
        Mauerstraße 53
        <br />
        10117 Berlin
        <br />
        Telefon: <Anchor href="tel:+4930185272805">030 18 527-2805</Anchor>
        <br />
        E-Mail: <Anchor href="mailto:info@schlichtungsstelle-bgg.de">info@schlichtungsstelle-bgg.de</Anchor>
      </Text>
    </SimplePage>
  );
}
