import { Box, Text, Title } from '@mantine/core';
import { TextLink } from '@/components/ui/text-link';
import { LoadError } from '@/components/ui/problem-alert';
import { useOrganization } from './api';
import { MembersTable } from './members-table';
import { reviewPath } from './paths';
import { Loading } from '@/components/ui/loading';

/**
 * Whom the programme office can reach about an organisation, where it works on the organisation's journey
 * (issue 37): a link to the organisation and its members with e-mail address and phone number.
 */
export function OrganizationContacts({ organizationId }: { organizationId: string }) {
  const { data, error, isPending, refetch } = useOrganization(organizationId);
  return (
    // Room below: on the journey page the levels' path follows, which has none above it.
    <Box component="section" aria-labelledby="organisation-kontakt" mb="xl">
      <Title order={2} id="organisation-kontakt" mt="xl" mb="sm">
        Kontakt
      </Title>
      {isPending ? (
        <Loading size="sm" label="Kontakte werden geladen" />
      ) : error ? (
        <LoadError title="Die Kontakte konnten nicht geladen werden" error={error} onRetry={refetch} />
      ) : (
        <>
          <Text mb="sm">
            <TextLink to={reviewPath(organizationId)}>Organisation „{data.name}“ ansehen</TextLink>
            {` · ${data.address.street}, ${data.address.postalCode} ${data.address.city}`}
          </Text>
          <MembersTable members={data.members} />
        </>
      )}
    </Box>
  );
}
