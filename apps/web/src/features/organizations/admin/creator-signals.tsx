import { Alert, Text, Title } from '@mantine/core';
import { DateDisplay } from '@/components/form';
import { FactList } from '@/components/ui/fact-list';
import { useOrganizationSignals } from './api';

/** From this many organisations of one person within 30 days the review asks for a closer look. */
const MANY_ORGANIZATIONS = 3;

/**
 * What the office should know of the creator before approving (docs/security.md 48): one person behind many
 * organisations, deleted and re-created accounts, a free-mail address. Signals, not verdicts: a consultant or a
 * city with several offices can look alike. Shown while the organisation waits for its approval.
 */
export function CreatorSignals({ organizationId }: { organizationId: string }) {
  const { data } = useOrganizationSignals(organizationId);
  if (!data) return null;
  if (!data.creatorKnown) {
    return (
      <Text size="sm" mb="md">
        Die Person, die die Organisation angelegt hat, hat ihr Konto inzwischen gelöscht.
      </Text>
    );
  }
  const many = (data.organizationsOfPersonLast30Days ?? 0) >= MANY_ORGANIZATIONS;
  const deleted = (data.deletedAccounts ?? 0) > 0;
  const notable = many || deleted || data.freeMailDomain !== null;
  return (
    <section aria-labelledby="review-signals">
      <Title order={3} id="review-signals" size="h4" mt="md" mb="xs">
        Hinweise zur Person, die die Organisation angelegt hat
      </Title>
      {notable ? (
        <Alert color="yellow" title="Bitte prüfen Sie diese Organisation besonders sorgfältig" mb="sm">
          Wer viele Organisationen anlegt und freigeben lässt, könnte aus den Vergleichszahlen die Werte einer
          einzelnen anderen Organisation erschließen. Die Hinweise unten sind kein Beweis: Eine Beraterin oder
          eine Stadt mit mehreren Vergabestellen kann ähnlich aussehen.
        </Alert>
      ) : null}
      <FactList>
        <dt>
          In den letzten 30 Tagen angelegte Organisationen, denen diese Person angehört oder angehört hat
        </dt>
        <dd>{data.organizationsOfPersonLast30Days}</dd>
        <dt>Gelöschte Konten dieser E-Mail-Adresse</dt>
        <dd>
          {data.deletedAccounts}
          {data.lastAccountDeletedAt ? (
            <>
              {' '}
              (zuletzt am <DateDisplay value={data.lastAccountDeletedAt} />)
            </>
          ) : null}
        </dd>
        <dt>E-Mail-Adresse</dt>
        <dd>
          {data.freeMailDomain
            ? `bei einem freien E-Mail-Anbieter (${data.freeMailDomain})`
            : 'nicht bei einem bekannten freien E-Mail-Anbieter'}
        </dd>
      </FactList>
    </section>
  );
}
