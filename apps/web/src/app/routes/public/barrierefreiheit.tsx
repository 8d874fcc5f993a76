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
          Die PDF-Dokumente der Plattform (Auswertung, Fragebogen zum Ausdrucken, Zertifikatsurkunde) sind
          noch nicht mit einem Prüfwerkzeug für PDF/UA (veraPDF oder PAC) geprüft. Sie sind für Screenreader
          strukturiert: Überschriften, Absätze, Listen und Tabellen in Lesereihenfolge, Diagramme, Siegel und
          QR-Code mit Textalternative. Hochgeladene Workshop-Berichte stammen vom Programmteam und sind davon
          ausgenommen.
        </List.Item>
        <List.Item>
          Die Siegel sind Bilddateien. Ihre Bedeutung ist auf der Plattform zusätzlich als Text beschrieben.
        </List.Item>
        <List.Item>
          Die Verwaltungsbereiche des Programmteams sind noch nicht mit Screenreadern geprüft, sondern mit
          automatisierten Prüfungen und der Tastatur.
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
        Wie wir prüfen
      </Title>
      <Text mb="sm">
        Wir richten uns nach den Web Content Accessibility Guidelines (WCAG) 2.2 in der Stufe AA. Bei jeder
        Änderung der Plattform laufen automatisch:
      </Text>
      <List spacing="xs" mb="sm">
        <List.Item>
          eine Prüfung aller Seiten und Dialoge mit dem Werkzeug axe-core nach den Regeln der WCAG 2.2 AA,
          auch der Größe und des Abstands aller Schaltflächen und Links (mindestens 24 mal 24 Pixel oder
          genügend Abstand, Kriterium 2.5.8),
        </List.Item>
        <List.Item>
          Tests, die jeden Ablauf allein mit der Tastatur durchgehen und dabei prüfen, dass das ausgewählte
          Element nie von der Kopfzeile oder der Speicheranzeige verdeckt wird (am Bildschirm und auf dem
          Telefon),
        </List.Item>
        <List.Item>
          Tests mit einem simulierten Screenreader, die für jede Art von Eingabefeld der Fragebögen
          festhalten, was vorgelesen wird: Bezeichnung, Art, Wert, Pflichtangabe, Hilfetext, Fehlermeldungen
          und Statusmeldungen wie „Gespeichert“; Hinweise wie „Erfolgreich: Der Entwurf wurde gespeichert.“
          werden sofort und mit ihrer Überschrift vorgelesen.
        </List.Item>
      </List>
      <Text mb="sm">
        Die Anmeldung kommt ohne Passwort und ohne Rätsel aus: Sie geben Ihre E-Mail-Adresse ein und öffnen
        den Link aus der E-Mail (WCAG 2.2, Kriterium 3.3.8). Was die Plattform schon weiß, fragt sie nicht
        noch einmal: Angaben zu Person und Organisation sind in neuen Fragebögen vorausgefüllt (Kriterium
        3.3.7). Nichts auf der Plattform muss gezogen werden; jede Auswahl geht mit einem Klick oder der
        Tastatur (Kriterium 2.5.7).
      </Text>

      <Title order={2} mt="xl" mb="sm">
        Erstellung dieser Erklärung zur Barrierefreiheit
      </Title>
      <Text mb="sm">
        Diese Erklärung wurde am {accessibilityStatementDate} erstellt. Grundlage ist eine Selbstbewertung
        durch den Betreiber, unterstützt durch die oben genannten automatisierten Prüfungen. Eine Prüfung mit
        Screenreadern durch Menschen, die sie täglich nutzen, steht noch aus.
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
