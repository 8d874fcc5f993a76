import { Alert, Button, Group, Loader, Table, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { userMessageOf } from '@/lib/api-client';
import { useStatistics, type StatisticsRange } from './statistics-api';

/** YYYY-MM-DD → DD.MM.YYYY */
const germanDate = (day: string) => day.split('-').reverse().join('.');

/** Page views per page and day (first-party counter, only with the visitors' consent). */
export function StatisticsScreen() {
  const [range, setRange] = useState<StatisticsRange>({});
  const { data, error, isPending, isFetching } = useStatistics(range);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const shownFrom = from || data?.from || '';
  const shownTo = to || data?.to || '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRange({ from: shownFrom || undefined, to: shownTo || undefined });
  };
  const total = data?.rows.reduce((sum, row) => sum + row.views, 0) ?? 0;

  return (
    <div>
      <Title order={1}>Statistik</Title>
      <Text mb="md">
        Seitenaufrufe pro Seite und Tag. Gezählt werden nur Aufrufe von Besucherinnen und Besuchern, die der
        Statistik zugestimmt haben; gespeichert werden nur Pfad und Datum.
      </Text>
      <form onSubmit={submit} aria-label="Zeitraum wählen">
        <Group align="flex-end" gap="md" mb="lg">
          <TextInput
            type="date"
            label="Von"
            value={shownFrom}
            onChange={(e) => setFrom(e.currentTarget.value)}
          />
          <TextInput type="date" label="Bis" value={shownTo} onChange={(e) => setTo(e.currentTarget.value)} />
          <Button type="submit" loading={isFetching}>
            Anzeigen
          </Button>
        </Group>
      </form>
      {error ? (
        <Alert color="red" title="Die Statistik konnte nicht geladen werden" role="alert">
          {userMessageOf(error)}
        </Alert>
      ) : null}
      {isPending ? <Loader aria-label="Statistik wird geladen" /> : null}
      {data ? (
        data.rows.length === 0 ? (
          <Text role="status">
            Keine Seitenaufrufe vom {germanDate(data.from)} bis {germanDate(data.to)}.
          </Text>
        ) : (
          <Table striped withTableBorder>
            <Table.Caption>
              Seitenaufrufe vom {germanDate(data.from)} bis {germanDate(data.to)}, insgesamt {total}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Tag</Table.Th>
                <Table.Th scope="col">Seite</Table.Th>
                <Table.Th scope="col" ta="right">
                  Aufrufe
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.rows.map((row) => (
                <Table.Tr key={`${row.day} ${row.path}`}>
                  <Table.Td>{germanDate(row.day)}</Table.Td>
                  <Table.Td>{row.path}</Table.Td>
                  <Table.Td ta="right">{row.views}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )
      ) : null}
    </div>
  );
}
