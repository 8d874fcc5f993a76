import { Alert, Button, Text } from '@mantine/core';

/**
 * A draft deleted elsewhere while open here, or whose organisation is no longer the user's: what the form holds can
 * become a new draft (docs/questionnaire-rules.md §4), instead of answers that can only be copied out by hand.
 */
export function GoneNotice({
  title,
  message,
  onSaveAsNew,
}: {
  title: string;
  message: string;
  onSaveAsNew: () => void;
}) {
  return (
    <Alert color="red" role="alert" title={title} mb="lg">
      <Text mb="sm">{message}</Text>
      <Button variant="outline" color="red" onClick={onSaveAsNew}>
        Als neuen Entwurf speichern
      </Button>
    </Alert>
  );
}
