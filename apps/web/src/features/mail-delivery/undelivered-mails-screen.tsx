import { adminOrganizationReviewPath } from '@cert/domain';
import type { UndeliveredMail } from '@cert/domain/contracts';
import { Alert, Anchor, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { DateTimeDisplay } from '@/components/form';
import { BusyButton } from '@/components/ui/busy-button';
import { RecordTable } from '@/components/ui/record-table';
import { focusHeading } from '@/lib/focus-heading';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { useResendMail, useUndeliveredMails } from './api';
import { LoadError } from '@/components/ui/problem-alert';

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
        <LoadError
          title="Die Liste konnte nicht geladen werden"
          error={mails.error}
          onRetry={mails.refetch}
        />
      ) : mails.data.total === 0 ? (
        <Alert color="green" title="Alle E-Mails wurden zugestellt">
          Der Mailserver hat jede E-Mail der Plattform angenommen.
        </Alert>
      ) : (
        <MailList docs={mails.data.docs} total={mails.data.total} />
      )}
    </div>
  );
}

function MailList({ docs, total }: { docs: UndeliveredMail[]; total: number }) {
  const resend = useResendMail();
  const countLine = useRef<HTMLParagraphElement>(null);
  const sentNow = useRef<string | null>(null);
  useEffect(() => {
    if (sentNow.current === null || docs.some((mail) => mail._id === sentNow.current)) return;
    sentNow.current = null;
    countLine.current?.focus();
  }, [docs]);
  const send = async (mail: UndeliveredMail) => {
    try {
      const result = await resend.mutateAsync(mail._id);
      const answer = result.lastError ?? 'ohne Angabe';
      if (result.sent) {
        notifySuccess(`Die E-Mail an ${mail.recipient} wurde versendet.`);
        // Its row, with the button that had the focus, leaves the list: the focus goes to the count above it once
        // the list says the new count, or to the page's heading when the list goes too (docs/accessibility.md).
        if (total > 1) sentNow.current = mail._id;
        else focusHeading();
      } else if (result.failed)
        notifyFailure(
          `Der Mailserver hat die E-Mail an ${mail.recipient} erneut abgelehnt (${answer}). Bitte klären Sie die Adresse mit ${mail.invitedBy ? `„${mail.invitedBy.name}“` : 'der Organisation'}.`,
        );
      else
        notifyFailure(
          `Der Mailserver hat die E-Mail an ${mail.recipient} nicht angenommen (${answer}). Sie wird später erneut versucht.`,
        );
    } catch {
      notifyFailure('Die E-Mail konnte nicht erneut gesendet werden. Bitte laden Sie die Seite neu.');
    }
  };
  const count =
    (total === 1 ? '1 E-Mail nicht zugestellt' : `${total} E-Mails nicht zugestellt`) +
    (total > docs.length ? `, die neuesten ${docs.length}` : '');
  // A table on a desktop, one card per mail on a phone (components/ui/record-table.tsx).
  return (
    <>
      <Text ref={countLine} tabIndex={-1} fw={600} mb="xs">
        {count}
      </Text>
      <RecordTable
        regionLabel="Tabelle der nicht zugestellten E-Mails"
        listLabel="Nicht zugestellte E-Mails"
        striped
        rows={docs}
        rowKey={(mail) => mail._id}
        title={{
          header: 'Empfänger',
          cell: (mail) => <span style={{ overflowWrap: 'break-word' }}>{mail.recipient}</span>,
        }}
        columns={[
          { header: 'Betreff', cell: (mail) => mail.subject },
          {
            // Whom to clarify the address with: an invitation's subject names no organisation.
            header: 'Eingeladen von',
            cell: ({ invitedBy }) =>
              invitedBy ? (
                <Anchor component={Link} to={adminOrganizationReviewPath(invitedBy._id)}>
                  {invitedBy.name}
                </Anchor>
              ) : null,
          },
          {
            header: 'Stand',
            cell: (mail) => (
              <>
                {mail.state === 'failed' ? (
                  'Dauerhaft abgelehnt'
                ) : (
                  <>
                    Neuer Versuch am <DateTimeDisplay value={mail.nextAttemptAt ?? mail.createdAt} />
                  </>
                )}{' '}
                (erstellt am <DateTimeDisplay value={mail.createdAt} />)
              </>
            ),
          },
          { header: 'Versuche', cell: (mail) => mail.attempts },
          { header: 'Letzte Antwort des Mailservers', cell: (mail) => mail.lastError ?? '–' },
          {
            header: 'Aktion',
            card: 'plain',
            cell: (mail) => (
              <BusyButton
                variant="outline"
                size="compact-sm"
                loading={resend.isPending && resend.variables === mail._id}
                onClick={() => void send(mail)}
                aria-label={`E-Mail an ${mail.recipient} erneut senden`}
              >
                Erneut senden
              </BusyButton>
            ),
          },
        ]}
      />
    </>
  );
}
