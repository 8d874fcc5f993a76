import { Alert, Button, Loader, Text } from '@mantine/core';

/** The live count above a list, e.g. "12 Organisationen mit offener Aufgabe"; while loading, that it loads. */
export function ResultSummary({
  totalDocs,
  singular,
  plural,
  tasks,
}: {
  totalDocs: number | undefined;
  singular: string;
  plural: string;
  /** The task view adds "mit offener Aufgabe". */
  tasks: boolean;
}) {
  return (
    <Text role="status" fw={600} mb="xs">
      {totalDocs === undefined ? (
        'Die Liste wird geladen …'
      ) : (
        <>
          {totalDocs} {totalDocs === 1 ? singular : plural}
          {tasks ? ' mit offener Aufgabe' : ''}
        </>
      )}
    </Text>
  );
}

/** Only seen: the summary above the list is the status that says it loads. */
export function ListLoader() {
  return <Loader aria-hidden="true" />;
}

/**
 * A page without entries: behind the last page (an old link, or the list shrank) it offers the first page;
 * otherwise it says why the list is empty (`emptyText`, worded by the list for its search or view).
 */
export function EmptyListNotice({
  totalDocs,
  filtered,
  emptyText,
  onFirstPage,
}: {
  totalDocs: number;
  filtered: boolean;
  emptyText: string;
  onFirstPage: () => void;
}) {
  if (totalDocs > 0) {
    return (
      <Alert color="blue" title="Diese Seite ist leer">
        <Text mb="sm">Die Liste hat weniger Seiten, als die Adresse angibt.</Text>
        <Button variant="outline" onClick={onFirstPage}>
          Zur ersten Seite
        </Button>
      </Alert>
    );
  }
  return (
    <Alert color="blue" title={filtered ? 'Keine Treffer' : 'Keine Einträge'}>
      {emptyText}
    </Alert>
  );
}
