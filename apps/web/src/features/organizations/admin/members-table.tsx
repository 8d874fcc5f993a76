import { MembershipRole, type Member } from '@cert/domain';
import { Anchor, Text } from '@mantine/core';
import { DateDisplay } from '@/components/form';
import { RecordTable } from '@/components/ui/record-table';
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
    <RecordTable
      regionLabel="Tabelle der Mitglieder"
      listLabel="Mitglieder der Organisation"
      rows={members}
      rowKey={(member) => member.userId}
      title={{ header: 'Name', cell: memberName }}
      columns={[
        {
          header: 'E-Mail-Adresse',
          cell: (member) => (
            <Anchor href={`mailto:${member.email}`} fz="inherit">
              {member.email}
            </Anchor>
          ),
        },
        {
          header: 'Telefon',
          cell: (member) =>
            member.phoneNumber ? (
              <Anchor href={`tel:${member.phoneNumber.replace(/[^+0-9]/g, '')}`} fz="inherit">
                {member.phoneNumber}
              </Anchor>
            ) : (
              NO_VALUE
            ),
        },
        { header: 'Rolle', cell: (member) => MembershipRole.label(member.role) },
        { header: 'Mitglied seit', cell: (member) => <DateDisplay value={member.joinedAt} /> },
      ]}
    />
  );
}
