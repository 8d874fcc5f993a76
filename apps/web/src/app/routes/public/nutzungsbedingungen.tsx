import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ExampleContentNotice, OperatorDetail, OperatorMailLink } from '@/components/ui/operator-contact';
import { SimplePage } from '@/components/ui/simple-page';
import { TextLink } from '@/components/ui/text-link';

type Clause = { heading: string; paragraphs: ReactNode[] };

const clauses: Clause[] = [
  {
    heading: '1. Zweck der Plattform',
    paragraphs: [
      <>
        Die Zertifizierungsplattform wird von <OperatorDetail field="name" /> im Rahmen von{' '}
        <OperatorDetail field="programme" /> betrieben. Sie dient dazu, dass öffentliche Auftraggeber und
        Unternehmen ihre Kompetenz in der innovativen öffentlichen Beschaffung bewerten und zertifizieren
        lassen können.
      </>,
      'Diese Nutzungsbedingungen gelten für alle Personen, die die Plattform nutzen.',
    ],
  },
  {
    heading: '2. Anmeldung',
    paragraphs: [
      'Sie melden sich mit Ihrer E-Mail-Adresse an. Wir senden Ihnen dafür einen Anmeldelink. Der Link ist nur für Sie bestimmt; bitte leiten Sie ihn nicht weiter.',
      'Sie sind dafür verantwortlich, dass nur Sie Zugang zu Ihrem E-Mail-Postfach haben. Wenn Sie vermuten, dass jemand Ihren Zugang missbraucht, informieren Sie uns bitte umgehend.',
    ],
  },
  {
    heading: '3. Organisationen',
    paragraphs: [
      'Zertifiziert werden Organisationen, nicht einzelne Personen. Sie dürfen eine Organisation nur anlegen oder für sie handeln, wenn Sie dazu berechtigt sind, zum Beispiel als Beschäftigte oder Beschäftigter mit entsprechendem Auftrag.',
      'Das Programmteam prüft jede neue Organisation und Änderungen an ihren Stammdaten, bevor sie wirksam werden. Das Programmteam kann eine Organisation ablehnen, wenn Zweifel an den Angaben oder an der Berechtigung bestehen.',
      'Mitglieder einer Organisation können weitere Personen einladen. Sie sind dafür verantwortlich, nur Personen einzuladen, die für die Organisation handeln dürfen.',
    ],
  },
  {
    heading: '4. Pflichten der Nutzenden',
    paragraphs: [
      'Sie nutzen die Plattform nur für ihren Zweck. Sie dürfen die Plattform nicht stören, nicht automatisiert auslesen und keine Inhalte einstellen, die gegen geltendes Recht oder Rechte Dritter verstoßen.',
      'Praxisbeispiele und andere Unterlagen dürfen keine vertraulichen Informationen Dritter und keine personenbezogenen Daten enthalten, zu deren Weitergabe Sie nicht berechtigt sind.',
    ],
  },
  {
    heading: '5. Richtigkeit der Angaben',
    paragraphs: [
      'Ihre Angaben in Profil, Organisation, Fragebögen und Praxisbeispielen müssen wahr und vollständig sein. Die Auswertung beruht auf diesen Angaben. Stellt sich heraus, dass Angaben falsch waren, kann das Programmteam ein Ergebnis aufheben und ein Zertifikat entziehen.',
    ],
  },
  {
    heading: '6. Zertifikate und ihre Verwendung',
    paragraphs: [
      'Für eine erreichte Stufe erhält die Organisation ein Siegel und eine Urkunde. Die Organisation darf das Siegel für die zertifizierte Stufe in ihrer Kommunikation verwenden, zum Beispiel auf ihrer Website oder in Angeboten.',
      'Das Siegel darf nicht verändert und nicht für eine andere Organisation, einen anderen Zweig oder eine andere Stufe verwendet werden. Dritte können die Echtheit eines Zertifikats auf der Plattform prüfen.',
    ],
  },
  {
    heading: '7. Verfügbarkeit',
    paragraphs: [
      'Wir bemühen uns, die Plattform möglichst ohne Unterbrechung bereitzustellen. Einen Anspruch auf ständige Verfügbarkeit gibt es nicht. Wartungsarbeiten, technische Störungen oder Weiterentwicklungen können zu vorübergehenden Einschränkungen führen. Speichern Sie längere Eingaben deshalb zwischendurch als Entwurf.',
    ],
  },
  {
    heading: '8. Haftung',
    paragraphs: [
      'Der Betreiber haftet unbeschränkt für Vorsatz und grobe Fahrlässigkeit sowie für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit. Im Übrigen richtet sich die Haftung nach den gesetzlichen Vorschriften für die Amtshaftung (§ 839 BGB in Verbindung mit Artikel 34 Grundgesetz).',
      'Auswertungen und Handlungsempfehlungen sind Hinweise auf Grundlage Ihrer Angaben. Sie ersetzen keine rechtliche Beratung, insbesondere nicht zum Vergaberecht.',
    ],
  },
  {
    heading: '9. Datenschutz',
    paragraphs: [
      <>
        Wir verarbeiten personenbezogene Daten nur, soweit dies für die Zertifizierung nötig ist, und nach den
        Vorgaben der Datenschutz-Grundverordnung. Statistik-Cookies setzen wir nur mit Ihrer Einwilligung.
        Fragen zum Datenschutz richten Sie bitte an <OperatorMailLink />.
      </>,
    ],
  },
  {
    heading: '10. Änderungen',
    paragraphs: [
      'Wir können diese Nutzungsbedingungen ändern, wenn sich die Plattform, das Programm oder die Rechtslage ändern. Über wesentliche Änderungen informieren wir angemeldete Nutzende rechtzeitig vorher, zum Beispiel per E-Mail oder auf der Plattform.',
      <>
        Angaben zum Betreiber finden Sie im <TextLink to="/impressum">Impressum</TextLink>.
      </>,
    ],
  },
];

export function Component() {
  return (
    <SimplePage title="Nutzungsbedingungen">
      <ExampleContentNotice />
      <Text mb="md">Hier finden Sie die Bedingungen für die Nutzung der Zertifizierungsplattform.</Text>
      {clauses.map((clause) => (
        <section key={clause.heading}>
          <Title order={2} mt="xl" mb="sm">
            {clause.heading}
          </Title>
          {clause.paragraphs.map((paragraph, index) => (
            <Text key={index} mb="sm">
              {paragraph}
            </Text>
          ))}
        </section>
      ))}
    </SimplePage>
  );
}
