import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { DATA_RETENTION } from '@cert/domain/privacy/retention';
import type { SiteConfig } from '@cert/domain/site/site-config';
import { ExampleContentNotice, MailLink } from '@/components/ui/operator-contact';
import { SimplePage } from '@/components/ui/simple-page';
import { TextLink } from '@/components/ui/text-link';
import { useSiteConfig } from '@/lib/site-config';

type Section = { heading: string; content: ReactNode };

// Lists are plain <ul> in a Stack: Mantine's List would be one more chunk on this page (bench B7).

const sections = ({ operator, dataProtectionOfficer, dataProtectionAuthority }: SiteConfig): Section[] => [
  {
    heading: '1. Verantwortliche Stelle',
    content: (
      <>
        <Text mb="sm">
          Verantwortlich für die Verarbeitung personenbezogener Daten auf dieser Plattform ist {operator.name}
          , {operator.street}, {operator.postalCode} {operator.city}, im Rahmen von {operator.programme}.
        </Text>
        <Text mb="sm">
          E-Mail: <MailLink address={operator.email} />, Telefon: {operator.phone}. Weitere Angaben finden Sie
          im <TextLink to="/impressum">Impressum</TextLink>.
        </Text>
      </>
    ),
  },
  {
    heading: '2. Datenschutzbeauftragte oder Datenschutzbeauftragter',
    content: (
      <Text mb="sm">
        {dataProtectionOfficer.name}, Anschrift wie oben, E-Mail:{' '}
        <MailLink address={dataProtectionOfficer.email} />.
      </Text>
    ),
  },
  {
    heading: '3. Welche Daten wir verarbeiten und wofür',
    content: (
      <Stack component="ul" gap="xs" mb="sm" pl="lg">
        <li>
          Anmeldung und Konto: Ihre E-Mail-Adresse, Ihr Vor- und Nachname und Ihre Telefonnummer für
          Rückfragen. Zur Anmeldung senden wir Ihnen einen Link per E-Mail; gespeichert wird nur ein Prüfwert
          des Links, nicht der Link selbst. Ihre Anmeldung halten wir mit einer Sitzung aufrecht.
        </li>
        <li>
          Organisationen: die Stammdaten der Organisationen, für die Sie handeln, Ihre Rolle dort und
          Einladungen (mit der E-Mail-Adresse der eingeladenen Person).
        </li>
        <li>
          Zertifizierung: Fragebögen mit ihren Antworten, Auswertungen, Praxisbeispiele, Workshop-Ergebnisse,
          Meldungen und Anfragen an das Programmteam (mit Ihrem Hinweis) und Zertifikate. Sie gehören zur
          Organisation; sie können personenbezogene Daten enthalten, etwa Namen von Ansprechpersonen. Die
          Auswertung wird aus den Antworten automatisch berechnet und betrifft die Organisation, nicht Sie als
          Person; über Silber, Gold und die Stufen für Unternehmen entscheidet das Programmteam.
        </li>
        <li>
          Vergleich mit anderen Organisationen: Zu jeder Auswertung zeigen wir, wo die Ergebnisse einer
          Organisation je Abschnitt und insgesamt neben denen vergleichbarer Organisationen liegen. Dafür
          speichern wir zu jedem abgeschickten Fragebogen die erreichten Anteile je Abschnitt, das Datum, das
          Ergebnis und die Angaben zur Einordnung aus dem Fragebogen (Verwaltungsebene und Größe der
          Vergabestelle oder Unternehmensgröße und Branche), keine Angaben zu Personen. So schützen wir jede
          einzelne Organisation:
          <ul>
            <li>
              Die Vergleichswerte sind leicht verrauscht: Zu jedem Stand der Zahlen ziehen wir sie einmal nach
              einem anerkannten Verfahren der differentiellen Privatsphäre (dem Exponential-Mechanismus für
              Quantile), das zufällige Abweichungen so wählt, dass der Wert einer einzelnen Organisation die
              gezeigten Zahlen kaum beeinflusst. Das schützt auch dann, wenn viele Konten sich zusammentun und
              ihre eigenen Antworten kennen oder gezielt wählen. Alle sehen dieselben Zahlen eines Standes,
              die eigene Organisation zählt mit.
            </li>
            <li>
              Gezeigt werden nur ganze Prozent und nur Gruppen von mindestens 5 Organisationen, jeweils mit
              ihrem zuletzt abgeschickten Fragebogen. Kleinere Gruppen beschreiben wir gar nicht, auch nicht
              ihre Größe. Bei weniger als 10 Organisationen zeigen wir nur die mittlere Hälfte, auf volle zehn
              Prozent gerundet, und keinen Median.
            </li>
            <li>
              Die Zahlen ändern sich nicht mit jedem neuen Fragebogen, sondern höchstens alle 30 Tage und
              erst, wenn sich seit dem letzten Stand mehr als 5 voneinander unabhängige Organisationen
              geändert haben. Organisationen, die Mitglieder teilen oder früher geteilt haben (auch über
              weitere Organisationen hinweg), zählen dabei als eine. Das gilt auch über eine Löschung des
              Kontos hinweg: Dafür bewahren wir zu einem gelöschten Konto, das Organisationen angehört hat,
              einen mit einem geheimen Schlüssel gebildeten Prüfwert der E-Mail-Adresse auf (die Adresse
              selbst steht nicht darin), solange eine dieser Organisationen besteht. Meldet sich dieselbe
              Adresse erneut an, bleiben ihre früheren und neuen Organisationen so miteinander verbunden, und
              das Programmteam sieht bei der Prüfung einer neuen Organisation, wie viele Konten dieser Adresse
              gelöscht wurden. Eine gelöschte Organisation verschwindet aus den Zahlen mit dem nächsten Stand.
            </li>
            <li>
              Nicht geschützt sind die Größe einer Vergleichsgruppe und die Angaben, nach denen sie gebildet
              wird (etwa Verwaltungsebene und Größe der Vergabestelle).
            </li>
          </ul>
        </li>
        <li>
          Benachrichtigungen: Wir senden Anmeldelinks und Nachrichten zu Ihren Organisationen und
          Zertifizierungen an Ihre E-Mail-Adresse.
        </li>
        <li>
          Schutz vor Missbrauch: Wir zählen Anfragen je IP-Adresse in kurzen Zeitfenstern, um massenhafte
          Anfragen abzuwehren, und neu angelegte Organisationen und Benachrichtigungen an das Programmteam je
          Person (über den Prüfwert ihrer E-Mail-Adresse, auch über eine Löschung des Kontos hinweg). Diese
          Zähler löschen wir nach spätestens 24 Stunden.
        </li>
        <li>
          Öffentliche Prüfung von Zertifikaten: Wer den Code eines Zertifikats kennt, sieht Organisation,
          Stufe und Gültigkeit, aber keine Angaben zu Personen.
        </li>
        <li>
          Verzeichnis zertifizierter Organisationen: Nur wenn die Administratorinnen und Administratoren einer
          Organisation es wählen, zeigen wir dort ihren Namen, Ort und ihre Art mit den gültigen Stufen und
          den Prüfseiten der Zertifikate; keine Angaben zu Personen. Die Wahl und ihr Datum halten wir fest;
          die Organisation kann sich jederzeit daraus entfernen, und ein widerrufenes oder abgelaufenes
          Zertifikat erscheint dort nicht mehr.
        </li>
      </Stack>
    ),
  },
  {
    heading: '4. Rechtsgrundlagen',
    content: (
      <Text mb="sm">
        Wir verarbeiten Ihre Daten, um das Zertifizierungsprogramm durchzuführen, nach Art. 6 Abs. 1 Buchst. e
        der Datenschutz-Grundverordnung (DSGVO) in Verbindung mit § 3 des Bundesdatenschutzgesetzes.
        Notwendige Cookies setzen wir nach § 25 Abs. 2 Nr. 2 des
        Telekommunikation-Digitale-Dienste-Datenschutz-Gesetzes (TDDDG), Statistik nur mit Ihrer Einwilligung
        nach Art. 6 Abs. 1 Buchst. a DSGVO und § 25 Abs. 1 TDDDG.
      </Text>
    ),
  },
  {
    heading: '5. Cookies und Statistik',
    content: (
      <>
        <Text mb="sm">
          Notwendige Cookies halten Ihre Anmeldung aufrecht und schützen Formulare vor fremden Anfragen; ein
          weiteres merkt sich für die Gültigkeit eines Anmeldelinks (15 Minuten), in welchem Browser Sie ihn
          angefordert haben, damit niemand Sie mit einem fremden Link unbemerkt anmelden kann. Ihre
          Entscheidung zu Cookies speichern wir im Speicher Ihres Browsers. Ebenso bewahrt Ihr Browser
          Antworten eines Fragebogens oder Praxisbeispiels auf, die noch nicht bei uns gespeichert werden
          konnten (etwa bei einem Verbindungsabbruch), damit Sie sie wiederherstellen können – bis zum
          Speichern, höchstens eine Woche lang und nur bis zu Ihrer Abmeldung.
        </Text>
        <Text mb="sm">
          Nur wenn Sie Statistik-Cookies zulassen, zählen wir, welche Seite an welchem Tag aufgerufen wurde.
          Dabei speichern wir nur den Pfad der Seite und das Datum, keine IP-Adresse und keine Kennung Ihres
          Browsers. Ihre Einwilligung können Sie jederzeit über „Cookie-Einstellungen“ am Seitenende
          widerrufen.
        </Text>
      </>
    ),
  },
  {
    heading: '6. Empfänger',
    content: (
      <Text mb="sm">
        Ihre Daten sehen die Mitglieder Ihrer Organisationen, soweit sie die Organisation betreffen, und das
        Programmteam. Technische Dienstleister für Betrieb und E-Mail-Versand verarbeiten Daten nur in unserem
        Auftrag und nach unseren Weisungen (Art. 28 DSGVO). Wir übermitteln keine Daten in Länder außerhalb
        der Europäischen Union.
      </Text>
    ),
  },
  {
    heading: '7. Speicherdauer',
    content: (
      <Stack component="ul" gap="xs" mb="sm" pl="lg">
        <li>Ihr Konto speichern wir, bis Sie es löschen.</li>
        <li>
          Anmeldelinks löschen wir {DATA_RETENTION.signInLinkDays} Tage nach ihrem Ablauf, beendete Sitzungen
          nach {DATA_RETENTION.sessionDays} Tagen.
        </li>
        <li>
          Die Seitenaufrufe der Statistik bewahren wir für den laufenden Monat und die zwölf Monate davor auf.
        </li>
        <li>
          Hochgeladene Workshop-Berichte, die keinem Ergebnis zugeordnet wurden, löschen wir nach{' '}
          {DATA_RETENTION.unusedReportDays} Tagen.
        </li>
        <li>
          E-Mails der Plattform (etwa zu Entscheidungen und Einladungen) bewahren wir auf, bis der Mailserver
          sie angenommen hat, und löschen sie {DATA_RETENTION.sentMailDays} Tage nach dem Versand.
        </li>
        <li>
          Die Unterlagen der Zertifizierung (Organisationen, Fragebögen, Ergebnisse, Zertifikate) bewahren wir
          als Akten des Programms für seine Dauer auf.
        </li>
      </Stack>
    ),
  },
  {
    heading: '8. Ihre Rechte',
    content: (
      <>
        <Text mb="sm">
          Sie haben das Recht auf Auskunft (Art. 15 DSGVO), Berichtigung (Art. 16), Löschung (Art. 17),
          Einschränkung der Verarbeitung (Art. 18), Datenübertragbarkeit (Art. 20) und Widerspruch (Art. 21).
        </Text>
        <Text mb="sm">
          Angemeldet können Sie unter „Mein Profil“ alle über Sie gespeicherten Daten als Datei herunterladen,
          Ihre Angaben ändern und Ihr Konto löschen. Für alles Weitere schreiben Sie uns an{' '}
          <MailLink address={operator.email} />.
        </Text>
        <Text mb="sm">
          Sie können sich bei einer Aufsichtsbehörde beschweren (Art. 77 DSGVO), für uns zuständig ist:{' '}
          {dataProtectionAuthority}.
        </Text>
      </>
    ),
  },
];

export function Component() {
  const siteConfig = useSiteConfig();
  return (
    <SimplePage title="Datenschutzerklärung">
      <ExampleContentNotice />
      <Text mb="md">
        Hier erfahren Sie, welche personenbezogenen Daten die Zertifizierungsplattform verarbeitet, wofür und
        wie lange, und welche Rechte Sie haben.
      </Text>
      {sections(siteConfig).map((section) => (
        <section key={section.heading}>
          <Title order={2} mt="xl" mb="sm">
            {section.heading}
          </Title>
          {section.content}
        </section>
      ))}
      <Text mt="xl" size="sm">
        Stand: {siteConfig.privacyNoticeDate}
      </Text>
    </SimplePage>
  );
}
