import { organizationMessages } from '@cert/domain';
import { Title, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { notifySuccess } from '@/lib/notify';
import { useCreateOrganization } from '../api/organizations-api';
import { OrganizationForm } from './organization-form';
import { emptyOrganizationValues, organizationValuesOf } from './organization-form-values';

/** /organization/create */
export function CreateOrganizationScreen() {
  const create = useCreateOrganization();
  const navigate = useNavigate();
  return (
    <div>
      <Title order={1}>Organisation anlegen</Title>
      <Text mb="lg" maw="46rem">
        Legen Sie die Organisation an, für die Sie die Zertifizierung durchlaufen möchten. Das Programmteam
        prüft die Angaben; danach können Sie und die Mitglieder für die Organisation handeln. Sie werden
        Administrator der Organisation.
      </Text>
      <OrganizationForm
        idPrefix="organization-create"
        label="Organisation anlegen"
        defaultValues={emptyOrganizationValues()}
        withInvitations
        submitLabel="Organisation anlegen"
        onCancel={() => void navigate('/organization')}
        onSubmit={async (body) => {
          const organization = await create.mutateAsync(body);
          notifySuccess(organizationMessages.created);
          void navigate(`/organization/${organization._id}`);
          return organizationValuesOf(organization);
        }}
      />
    </div>
  );
}
