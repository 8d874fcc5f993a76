import { CERTIFICATE_VALIDITY, formatDuration, RETENTION } from '@cert/domain/journey/periods';
import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ExampleContentNotice, OperatorMailLink } from '@/components/ui/operator-contact';
import { SimplePage } from '@/components/ui/simple-page';
import { TextLink } from '@/components/ui/text-link';

type Question = { question: string; answer: ReactNode };
type Group = { heading: string; questions: Question[] };

const groups: Group[] = [
  {
    heading: 'Allgemeines',
    questions: [
      {
        question: 'Was ist die Zertifizierung für innovative öffentliche Beschaffung?',
        answer:
          'Die Zertifizierung zeigt, wie weit eine Organisation darin ist, Innovationen zu beschaffen oder an die öffentliche Hand zu verkaufen. Es gibt einen Pfad für öffentliche Auftraggeber (Bronze, Silber, Gold) und einen für Unternehmen (Professional, Practitioner, Expert).',
      },
      {
        question: 'Was kostet die Zertifizierung?',
        answer: (
          <>
            Die Zertifizierung ist Teil eines vom Bund geförderten Programms. Fragen zu möglichen Kosten
            beantwortet Ihnen der Betreiber der Plattform: <OperatorMailLink />.
          </>
        ),
      },
      {
        question: 'Welcher Pfad passt zu meiner Organisation?',
        answer: (
          <>
            Behörden, Kommunen und öffentliche Unternehmen wählen die{' '}
            <TextLink to="/zertifizierung-fuer-oeffentliche-auftraggeber">
              Zertifizierung für öffentliche Auftraggeber
            </TextLink>
            . Unternehmen und Start-ups, die an die öffentliche Hand verkaufen, wählen die{' '}
            <TextLink to="/zertifizierung-fuer-unternehmen">Zertifizierung für Unternehmen</TextLink>.
          </>
        ),
      },
    ],
  },
  {
    heading: 'Anmeldung und Organisation',
    questions: [
      {
        question: 'Wie melde ich mich an?',
        answer:
          'Sie geben Ihre E-Mail-Adresse ein und erhalten einen Anmeldelink per E-Mail. Mit einem Klick auf den Link sind Sie angemeldet. Ein Passwort brauchen Sie nicht. Der Link ist nur für begrenzte Zeit gültig. Kommt keine E-Mail an, sehen Sie bitte auch im Spam-Ordner nach und fordern Sie bei Bedarf einen neuen Link an.',
      },
      {
        question: 'Wer darf für eine Organisation handeln?',
        answer:
          'Jede Person, die Mitglied einer Organisation ist, kann für diese Organisation Fragebögen ausfüllen und den Zertifizierungspfad bearbeiten. Mitglieder können weitere Kolleginnen und Kollegen per E-Mail einladen. Wenn Sie mehreren Organisationen angehören, wählen Sie aus, für welche Organisation Sie gerade handeln (aktive Organisation).',
      },
      {
        question: 'Warum muss meine Organisation bestätigt werden?',
        answer:
          'Das Programmteam prüft jede neu angelegte Organisation, bevor sie einen Zertifizierungspfad beginnen kann. So stellen wir sicher, dass nur echte Organisationen Zertifikate erhalten. Auch spätere Änderungen an den Stammdaten einer bestätigten Organisation prüft das Programmteam als Änderungsantrag.',
      },
    ],
  },
  {
    heading: 'Fragebogen und Auswertung',
    questions: [
      {
        question: 'Wie lange dauert das Ausfüllen des Fragebogens?',
        answer:
          'Für die Selbsteinschätzung der Stufe Bronze sollten Sie etwa eine Stunde einplanen. Es hilft, wenn Sie Informationen zu Ihren Beschaffungen vorher zusammentragen.',
      },
      {
        question: 'Kann ich meine Antworten speichern und später weitermachen?',
        answer:
          'Ja. Sie können Ihre Antworten jederzeit als Entwurf speichern und später weiterarbeiten. Erst wenn Sie den Fragebogen absenden, wird er ausgewertet. Vor dem Absenden sehen Sie eine Übersicht aller Antworten und können sie noch ändern.',
      },
      {
        question: 'Was passiert, wenn ich eine Stufe nicht erreiche?',
        answer: `Sie erhalten trotzdem eine Auswertung mit Ihren Stärken und persönlichen Handlungsempfehlungen. Nach einer Sperrfrist von ${formatDuration(RETENTION, 'dative')} können Sie den Fragebogen erneut ausfüllen. Nutzen Sie die Zeit, um die Empfehlungen umzusetzen.`,
      },
      {
        question: 'Warum kann ich die nächste Stufe nicht sofort beginnen?',
        answer:
          'Zwischen den Stufen liegen Wartezeiten von 4 bis 6 Wochen. Die genauen Zeiten finden Sie auf den Seiten der beiden Zertifizierungspfade.',
      },
      {
        question: 'Wie komme ich als Beschaffungsstelle zum Silber-Workshop?',
        answer: (
          <>
            Den Workshop führt das Programmteam mit Ihnen durch, sobald Silber in Ihrem Zertifizierungspfad
            verfügbar ist. Dort fragen Sie ihn mit „Workshop anfragen“ an, gern mit Terminen, die Ihnen
            passen; die Geschäftsstelle meldet sich dann bei Ihnen. Das Ergebnis trägt sie ein; Sie sehen es
            mit dem Bericht in Ihrem Zertifizierungspfad.
          </>
        ),
      },
      {
        question: 'Wie kommen meine Teilnahmen als Unternehmen in den Zertifizierungspfad?',
        answer: (
          <>
            Teilnahmen an Programmveranstaltungen und am E-Learning trägt das Programmteam ein. Fehlt eine,
            melden Sie sie in Ihrem Zertifizierungspfad mit „Teilnahme melden“: was es war, an welchem Tag
            (höchstens 14 Tage zurück) und gern einen Link. Die Geschäftsstelle prüft die Meldung und trägt
            die Teilnahme ein; Ihre Meldungen und was aus ihnen wurde, sehen Sie im Zertifizierungspfad.
          </>
        ),
      },
    ],
  },
  {
    heading: 'Zertifikate',
    questions: [
      {
        question: 'Was erhalte ich, wenn ich eine Stufe erreiche?',
        answer:
          'Sie erhalten ein Siegel, das Sie zum Beispiel auf Ihrer Website zeigen dürfen, und eine Urkunde als PDF-Dokument.',
      },
      {
        question: 'Wie können andere prüfen, ob ein Zertifikat echt ist?',
        answer:
          'Jedes Zertifikat lässt sich auf dieser Plattform überprüfen. So können zum Beispiel Vergabestellen die Angaben eines Unternehmens nachvollziehen.',
      },
      {
        question: 'Wie lange gilt ein Zertifikat?',
        answer: (
          <>
            Ein Zertifikat gilt {formatDuration(CERTIFICATE_VALIDITY)} ab dem Tag, an dem es verliehen wurde,
            sofern es nicht widerrufen wird. Das Ablaufdatum steht auf der Urkunde und auf der Prüfseite des
            Zertifikats; danach zeigt die Prüfseite es als abgelaufen. Fragen zu einer erneuten Zertifizierung
            beantwortet Ihnen der Betreiber: <OperatorMailLink />.
          </>
        ),
      },
    ],
  },
  {
    heading: 'Datenschutz und Barrierefreiheit',
    questions: [
      {
        question: 'Welche Daten speichern Sie über mich?',
        answer:
          'Wir speichern Ihre E-Mail-Adresse, Ihre Profilangaben, die Organisationen, denen Sie angehören, und Ihre Antworten in den Fragebögen. Wir nutzen die Daten nur für die Zertifizierung. Statistik-Cookies setzen wir nur mit Ihrer Einwilligung; Sie können sie jederzeit widerrufen.',
      },
      {
        question: 'Ist die Plattform barrierefrei?',
        answer: (
          <>
            Wir gestalten die Plattform nach der BITV 2.0 und den WCAG 2.2 (Stufe AA). Alle Funktionen lassen
            sich mit der Tastatur bedienen. Einzelheiten und Kontaktmöglichkeiten finden Sie in der{' '}
            <TextLink to="/barrierefreiheit">Erklärung zur Barrierefreiheit</TextLink>.
          </>
        ),
      },
      {
        question: 'An wen kann ich mich mit Fragen wenden?',
        answer: (
          <>
            Schreiben Sie an den Betreiber der Plattform: <OperatorMailLink />. Weitere Angaben finden Sie im{' '}
            <TextLink to="/impressum">Impressum</TextLink>.
          </>
        ),
      },
    ],
  },
];

export function Component() {
  return (
    <SimplePage title="Häufige Fragen">
      <ExampleContentNotice />
      <Text mb="md">
        Hier finden Sie Antworten auf häufige Fragen zur Anmeldung, zu den Fragebögen und zur Zertifizierung.
      </Text>
      {groups.map((group) => (
        <section key={group.heading} aria-labelledby={slug(group.heading)}>
          <Title order={2} id={slug(group.heading)} mt="xl" mb="sm">
            {group.heading}
          </Title>
          {group.questions.map(({ question, answer }) => (
            <div key={question}>
              <Title order={3} mt="md" mb="xs">
                {question}
              </Title>
              <Text mb="sm">{answer}</Text>
            </div>
          ))}
        </section>
      ))}
    </SimplePage>
  );
}

function slug(text: string): string {
  return `faq-${text
    .toLowerCase()
    .replace(/[^a-z]+/g, '-')
    .replace(/^-|-$/g, '')}`;
}
