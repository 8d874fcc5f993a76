import { Table } from '@mantine/core';

type WaitingPeriodTableProps = {
  caption: string;
  /** Pairs of next step and its minimum waiting time, both as shown. */
  rows: readonly (readonly [step: string, period: string])[];
};

/** The minimum waiting times between the levels of a certification path. */
export function WaitingPeriodTable({ caption, rows }: WaitingPeriodTableProps) {
  return (
    <Table mb="md" withTableBorder>
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Nächster Schritt</Table.Th>
          <Table.Th scope="col">Wartezeit</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map(([step, period]) => (
          <Table.Tr key={step}>
            <Table.Td>{step}</Table.Td>
            <Table.Td>{period}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
