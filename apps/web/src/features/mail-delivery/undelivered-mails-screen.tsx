import { adminOrganizationReviewPath } from '@cert/domain';
import type { UndeliveredMail } from '@cert/domain/contracts';
import { Alert, Anchor, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from 'react-router';
import { DateTimeDisplay } from '@/components/form';
import { BusyButton } from '@/components/ui/busy-button';
import cardList from '@/components/ui/card-list.module.css';
import { FactList } from '@/components/ui/fact-list';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { useResendMail, useUndeliveredMails } from './api';

/**
 * The programme office's view of the mails the platform promised and the mail server has not taken yet
 * (docs/decisions/063-mail-outbox.md): each with its recipient, subject, tries and the mail server's last answer,
 * and "Erneut senden", which tries it at once.
 */
export function UndeliveredMailsScreen() {
  const mails = useUndeliveredMails();
  return (
    <div>
      <Title order={1}>E-Mail-Zustellung</Title>
      <Text mb="sm" maw="46rem">
        E-Mails zu Entscheidungen, Einladungen und Hinweisen versendet die Plattform sofort. Nimmt der
        Mailserver eine E-Mail nicht an, versucht die Plattform es selbstständig erneut, zuerst nach 30
        Sekunden, dann in wachsenden Abständen, höchstens stündlich. Lehnt der Mailserver eine Adresse
        dauerhaft ab, hört sie damit auf; nach einer Korrektur beim Empfänger können Sie die E-Mail hier
        erneut senden.
      </Text>
      {mails.isPending ? (
        <Text>Wird geladen …</Text>
      ) : mails.isError ? (
        <Alert color="red" title="Die Liste konnte nicht geladen werden">
          Bitte laden Sie die Seite neu.
        </Alert>
      ) : mails.data.total === 0 ? (
        <Alert color="green" title="Alle E-Mails wurden zugestellt">
          Der Mailserver hat jede E-Mail der Plattform angenommen.
        </Alert>
      ) : (
        <MailTable docs={mails.data.docs} total={mails.data.total} />
      )}
    </div>
  );
}

function MailTable({ docs, total }: { docs: UndeliveredMail[]; total: number }) {
  const resend = useResendMail();
  const send = async (mail: UndeliveredMail) => {
    try {
      const result = await resend.mutateAsync(mail._id);
      const answer = result.lastError ?? 'ohne Angabe';
      if (result.sent) notifySuccess(`Die E-Mail an ${mail.recipient} wurde versendet.`);
      else if (result.failed)
        notifyFailure(
          `Der Mailserver hat die E-Mail an ${mail.recipient} erneut abgelehnt (${answer}). Bitte klären Sie die Adresse mit der Organisation.`,
        );
      else
        notifyFailure(
          `Der Mailserver hat die E-Mail an ${mail.recipient} nicht angenommen (${answer}). Sie wird später erneut versucht.`,
        );
    } catch {
      notifyFailure('Die E-Mail konnte nicht erneut gesendet werden. Bitte laden Sie die Seite neu.');
    }
  };
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const caption =
    (total === 1 ? '1 E-Mail nicht zugestellt' : `${total} E-Mails nicht zugestellt`) +
    (total > docs.length ? `, die neuesten ${docs.length}` : '');
  const state = (mail: UndeliveredMail) =>
    mail.state === 'failed' ? (
      'Dauerhaft abgelehnt'
    ) : (
      <>
        Neuer Versuch am <DateTimeDisplay value={mail.nextAttemptAt ?? mail.createdAt} />
      </>
    );
  // Whom to clarify the address with: an invitation's subject names no organisation.
  const invitedBy = ({ invitedBy: organization }: UndeliveredMail) =>
    organization ? (
      <Anchor component={Link} to={adminOrganizationReviewPath(organization._id)}>
        {organization.name}
      </Anchor>
    ) : null;
  const resendButton = (mail: UndeliveredMail) => (
    <BusyButton
      variant="outline"
      size="compact-sm"
      loading={resend.isPending && resend.variables === mail._id}
      onClick={() => void send(mail)}
      aria-label={`E-Mail an ${mail.recipient} erneut senden`}
    >
      Erneut senden
    </BusyButton>
  );
  // A table on a desktop; on a phone, where its columns scrolled sideways, one card per mail.
  if (!wide)
    return (
      <>
        <Text fw={600}>{caption}</Text>
        <ul className={cardList.cards} aria-label="Nicht zugestellte E-Mails">
          {docs.map((mail) => (
            <li key={mail._id} className={cardList.card}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {mail.recipient}
              </Text>
              <FactList>
                <dt>Betreff</dt>
                <dd>{mail.subject}</dd>
                {mail.invitedBy ? (
                  <>
                    <dt>Eingeladen von</dt>
                    <dd>{invitedBy(mail)}</dd>
                  </>
                ) : null}
                <dt>Stand</dt>
                <dd>
                  {state(mail)} (erstellt am <DateTimeDisplay value={mail.createdAt} />)
                </dd>
                <dt>Versuche</dt>
                <dd>{mail.attempts}</dd>
                <dt>Letzte Antwort des Mailservers</dt>
                <dd>{mail.lastError ?? '–'}</dd>
              </FactList>
              <div>{resendButton(mail)}</div>
            </li>
          ))}
        </ul>
      </>
    );
  return (
    <ScrollRegion label="Tabelle der nicht zugestellten E-Mails">
      <Table striped withTableBorder>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Empfänger</Table.Th>
            <Table.Th scope="col">Betreff</Table.Th>
            <Table.Th scope="col">Stand</Table.Th>
            <Table.Th scope="col">Versuche</Table.Th>
            <Table.Th scope="col">Letzte Antwort des Mailservers</Table.Th>
            <Table.Th scope="col">Aktion</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {docs.map((mail) => (
            <Table.Tr key={mail._id}>
              <Table.Td>
                {mail.recipient}
                {mail.invitedBy ? <Text size="sm">Eingeladen von {invitedBy(mail)}</Text> : null}
              </Table.Td>
              <Table.Td>{mail.subject}</Table.Td>
              <Table.Td>
                {state(mail)}
                <Text size="sm" c="dimmed">
                  erstellt am <DateTimeDisplay value={mail.createdAt} />
                </Text>
              </Table.Td>
              <Table.Td>{mail.attempts}</Table.Td>
              <Table.Td>{mail.lastError ?? '–'}</Table.Td>
              <Table.Td>{resendButton(mail)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
