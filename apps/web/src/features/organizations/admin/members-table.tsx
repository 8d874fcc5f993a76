import { MembershipRole, type Member } from '@cert/domain';
import { Anchor, Table, Text } from '@mantine/core';
import { DateDisplay } from '@/components/form';
import { DataTable } from '@/components/ui/data-table';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { NO_VALUE } from './organization-fields';

const memberName = (member: Member) =>
  [member.firstName, member.lastName].filter((part) => part?.trim()).join(' ') || NO_VALUE;

/**
 * The members with what the programme team needs to reach them (issue 37): name, e-mail address and the phone
 * number each gave "für Rückfragen des Programmteams" (the API sends it to platform admins only), as links.
 */
export function MembersTable({ members }: { members: Member[] }) {
  if (members.length === 0) return <Text>Die Organisation hat keine Mitglieder.</Text>;
  return (
    <ScrollRegion label="Tabelle der Mitglieder">
      <DataTable withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">E-Mail-Adresse</Table.Th>
            <Table.Th scope="col">Telefon</Table.Th>
            <Table.Th scope="col">Rolle</Table.Th>
            <Table.Th scope="col">Mitglied seit</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => (
            <Table.Tr key={member.userId}>
              <Table.Td>{memberName(member)}</Table.Td>
              <Table.Td>
                <Anchor href={`mailto:${member.email}`}>{member.email}</Anchor>
              </Table.Td>
              <Table.Td>
                {member.phoneNumber ? (
                  <Anchor href={`tel:${member.phoneNumber.replace(/[^+0-9]/g, '')}`}>
                    {member.phoneNumber}
                  </Anchor>
                ) : (
                  NO_VALUE
                )}
              </Table.Td>
              <Table.Td>{MembershipRole.label(member.role)}</Table.Td>
              <Table.Td>
                <DateDisplay value={member.joinedAt} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </DataTable>
    </ScrollRegion>
  );
}
