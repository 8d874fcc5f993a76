import type { Organization } from '@cert/domain';
import { Alert, Button, Group, Text } from '@mantine/core';
import { DateDisplay } from '@/components/form';
import { TextLink } from '@/components/ui/text-link';
import { userMessageOf } from '@/lib/api-client';
import { useRegisterChoice } from '../api/organizations-api';
import classes from './organizations.module.css';
import { TitledSection } from '@/components/ui/titled-section';

/**
 * "Öffentliches Verzeichnis": whether the organisation is listed among the certified organisations (docs/product.md,
 * "Register"). Its admins decide, not listed unless they do; it can leave at any time. Members read the choice.
 */
export function RegisterSection({ organization, isAdmin }: { organization: Organization; isAdmin: boolean }) {
  const choice = useRegisterChoice(organization._id);
  const listed = organization.listedSince !== null;
  // The status line says the result; the button keeps the focus (a disabled one would drop it to the page).
  const choose = (next: boolean) => {
    if (!choice.isPending) choice.mutate(next);
  };
  return (
    <TitledSection id="register-heading" title="Öffentliches Verzeichnis" className={classes.section}>
      <Text maw="46rem" mb="sm">
        Im <TextLink to="/zertifizierte-organisationen">Verzeichnis zertifizierter Organisationen</TextLink>{' '}
        stehen Name, Ort und Art der Organisation mit ihren gültigen Stufen und dem Link zur Prüfseite jedes
        Zertifikats; keine Angaben zu Personen. Aufgeführt wird nur, wer es hier wählt. Ein widerrufenes oder
        abgelaufenes Zertifikat verschwindet sofort aus dem Verzeichnis.
      </Text>
      <Text mb="sm" role="status">
        {listed ? (
          <>
            Ihre Organisation ist seit dem <DateDisplay value={organization.listedSince!} /> aufgeführt. Das
            Verzeichnis zeigt sie mit ihren gültigen Stufen, solange sie eine hat.
          </>
        ) : (
          'Ihre Organisation ist nicht aufgeführt.'
        )}
      </Text>
      {choice.error ? (
        <Alert color="red" title="Die Wahl wurde nicht gespeichert" role="alert" mb="sm" maw="46rem">
          {userMessageOf(choice.error)}
        </Alert>
      ) : null}
      {isAdmin ? (
        <Group>
          <Button
            variant={listed ? 'default' : 'filled'}
            aria-disabled={choice.isPending || undefined}
            data-disabled={choice.isPending || undefined}
            onClick={() => choose(!listed)}
          >
            {listed ? 'Aus dem Verzeichnis entfernen' : 'Im Verzeichnis aufführen'}
          </Button>
        </Group>
      ) : (
        <Text size="sm">
          Darüber entscheiden die Administratorinnen und Administratoren der Organisation.
        </Text>
      )}
    </TitledSection>
  );
}
