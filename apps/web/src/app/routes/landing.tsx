import { Button, Group, List, Text, Title } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { TextLink } from '@/components/ui/text-link';
import { signInFor } from '@/lib/sign-in-for';
import { useMaybeSignedIn } from '@/lib/session-hint';

/**
 * An office page opened without a session (a task's link in a mail) leads here (docs/product.md §6): the notice
 * offers to sign in and go on to it. None in the page rendered on the server, which has no session storage.
 */
function SignInForOfficePage() {
  const wanted = useSyncExternalStore(noChanges, signInFor.peek, () => null);
  const signedIn = useMaybeSignedIn();
  if (!wanted || signedIn) return null;
  return (
    <div role="status" className="page-notice">
      <Text mb="sm">
        <strong>Bitte melden Sie sich an.</strong> Die Seite aus Ihrem Link ist nur für das Programmteam
        zugänglich. Nach der Anmeldung gelangen Sie direkt dorthin.
      </Text>
      <Button
        component={Link}
        to={`/login?${new URLSearchParams({ callbackUrl: wanted }).toString()}`}
        onClick={signInFor.clear}
      >
        Anmelden und fortfahren
      </Button>
    </div>
  );
}

/** Session storage tells no one of changes; the guard writes the key before this page renders. */
const noChanges = () => () => undefined;

export function Component() {
  const maybeSignedIn = useMaybeSignedIn();
  return (
    <div className="prose">
      <Title order={1}>Innovation in der öffentlichen Beschaffung sichtbar machen</Title>
      <SignInForOfficePage />
      <Text size="lg" mb="md">
        Auf dieser Plattform weisen öffentliche Auftraggeber und Unternehmen nach, wie gut sie innovative
        Beschaffung beherrschen. Sie beantworten einen Fragebogen zur Selbsteinschätzung, erhalten eine
        Auswertung mit Handlungsempfehlungen und können Schritt für Schritt ein Zertifikat erwerben.
      </Text>

      <Title order={2} mt="xl" mb="sm">
        Was ist die Zertifizierung?
      </Title>
      <Text mb="sm">
        Die Zertifizierung ist Teil eines vom Bund geförderten Programms für Innovation in der öffentlichen
        Beschaffung. Sie zeigt, wie weit eine Organisation dabei ist, innovative Lösungen einzukaufen oder
        anzubieten. Jede Stufe schließt mit einer Auswertung ab. Wer eine Stufe erreicht, erhält ein Siegel
        und eine Urkunde, die andere online prüfen können:{' '}
        <TextLink to="/zertifikat">Zertifikat prüfen</TextLink>.
      </Text>
      <Text mb="sm">
        Alle Teilnehmenden erhalten persönliche Handlungsempfehlungen – auch dann, wenn eine Stufe noch nicht
        erreicht ist. So wissen Sie, wo Sie heute stehen und was Sie als Nächstes verbessern können.
      </Text>

      <Title order={2} mt="xl" mb="sm">
        Zwei Zertifizierungspfade
      </Title>
      <Title order={3} mt="md" mb="xs">
        Für öffentliche Auftraggeber
      </Title>
      <Text mb="sm">
        Beschaffungsstellen und einzelne Beschaffungsprojekte durchlaufen die Stufen Bronze, Silber und Gold:
        eine Online-Selbsteinschätzung, ein Audit mit Workshop und ein Praxisbeispiel.{' '}
        <TextLink to="/zertifizierung-fuer-oeffentliche-auftraggeber">
          Mehr zur Zertifizierung für öffentliche Auftraggeber
        </TextLink>
      </Text>
      <Title order={3} mt="md" mb="xs">
        Für Unternehmen
      </Title>
      <Text mb="sm">
        Unternehmen und Start-ups, die an die öffentliche Hand verkaufen, durchlaufen die Stufen Professional,
        Practitioner und Expert.{' '}
        <TextLink to="/zertifizierung-fuer-unternehmen">Mehr zur Zertifizierung für Unternehmen</TextLink>
      </Text>

      <Title order={2} mt="xl" mb="sm">
        So starten Sie
      </Title>
      <List type="ordered" spacing="xs" mb="lg">
        <List.Item>
          Melden Sie sich mit Ihrer dienstlichen E-Mail-Adresse an. Sie erhalten einen Anmeldelink per E-Mail
          – ein Passwort brauchen Sie nicht.
        </List.Item>
        <List.Item>Vervollständigen Sie Ihr Profil.</List.Item>
        <List.Item>
          Legen Sie Ihre Organisation an oder treten Sie einer bestehenden Organisation bei. Das Programmteam
          prüft und bestätigt neue Organisationen.
        </List.Item>
        <List.Item>
          Beginnen Sie Ihren Zertifizierungspfad. Sie können Ihre Angaben jederzeit als Entwurf speichern und
          später weiterarbeiten.
        </List.Item>
      </List>
      <Text mb="md">
        Antworten auf häufige Fragen finden Sie unter{' '}
        <TextLink to="/faq">Häufige Fragen zur Zertifizierung</TextLink>.
      </Text>
      <Group>
        {/* Signed in, the next step is the journey, not a sign-in once more. */}
        {maybeSignedIn ? (
          <Button component={Link} to="/mein-zertifizierungspfad">
            Zu Ihrem Zertifizierungspfad
          </Button>
        ) : (
          <Button component={Link} to="/login" id="landing-login">
            Jetzt anmelden
          </Button>
        )}
      </Group>
    </div>
  );
}
