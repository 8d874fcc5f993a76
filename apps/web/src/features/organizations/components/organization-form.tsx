import '@mantine/core/styles/Radio.css';
import {
  AgencyLevel,
  BusinessSector,
  CompanySize,
  OrganizationType,
  organizationMessages,
} from '@cert/domain';
import { Button, Group, NativeSelect, Radio, Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import {
  formFieldError,
  serverFieldErrors,
  showFieldErrors,
  useLeavePageConfirmation,
  visibleError,
  FIELD_CHECKS,
} from '@/components/form';
import { BusyButton } from '@/components/ui/busy-button';
import { notifyError } from '@/lib/notify';
import { NewMembersFields } from './new-members-fields';
import { fieldLabels, organizationTypeHints } from './organization-labels';
import {
  organizationFieldOf,
  organizationFormResolver,
  type OrganizationBody,
  type OrganizationFormValues,
} from './organization-form-values';
import classes from './organizations.module.css';

type OrganizationFormProps = {
  /** Prefix of the fields' ids and the form's accessible name. */
  idPrefix: string;
  label: string;
  defaultValues: OrganizationFormValues;
  /** An approved organisation keeps its type (ADR 007). */
  typeLocked?: boolean;
  /** The create form also invites people; the edit screen has its own invitation form. */
  withInvitations?: boolean;
  submitLabel: string;
  /** Shown right above the submit button, e.g. that changes become a change request. */
  beforeSubmit?: ReactNode;
  /** Saves; the values it returns become the form's new clean state. Errors are shown by the form. */
  onSubmit: (body: OrganizationBody) => Promise<OrganizationFormValues | void>;
  onCancel?: () => void;
};

const options = <T extends string>(list: { values: readonly T[]; label: (value: T) => string }) => [
  { value: '', label: 'Bitte auswählen', disabled: true },
  ...list.values.map((value) => ({ value, label: list.label(value) })),
];

/** Create and edit form of an organisation's master data (ADR 007 fields), validated with the domain's schema. */
export function OrganizationForm({
  idPrefix,
  label,
  defaultValues,
  typeLocked = false,
  withInvitations = false,
  submitLabel,
  beforeSubmit,
  onSubmit,
  onCancel,
}: OrganizationFormProps) {
  const form = useForm<OrganizationFormValues, unknown, OrganizationBody>({
    resolver: organizationFormResolver,
    ...FIELD_CHECKS,
    defaultValues,
  });
  // A failed submit focuses the first invalid field in the order the fields registered: the type's radios (a
  // Controller) would register after the name, whose input registers while this renders. Registered first, the
  // type gets the focus when it is the first field missing, as it is the first on the page.
  form.register('organization.type');
  const { errors, isSubmitting, isDirty, isSubmitted } = form.formState;
  const type = useWatch({ control: form.control, name: 'organization.type' });
  const leaveDialog = useLeavePageConfirmation(isDirty && !isSubmitting);
  const id = (name: string) => `${idPrefix}-${name}`;

  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = await onSubmit(body);
      form.reset(saved ?? form.getValues());
    } catch (error) {
      const count = form.getValues('newMembers').length;
      const fieldOf = (path: string) =>
        organizationFieldOf(path, count) as FieldPath<OrganizationFormValues> | undefined;
      if (!showFieldErrors(serverFieldErrors(error, fieldOf), form.setError)) notifyError(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="lg" maw="40rem">
        <Text>Pflichtfelder sind mit * gekennzeichnet.</Text>
        <Controller
          control={form.control}
          name="organization.type"
          render={({ field, fieldState }) => (
            <Radio.Group
              id={id('type')}
              label={fieldLabels.type}
              description={typeLocked ? organizationMessages.typeLocked : undefined}
              withAsterisk
              required
              name={field.name}
              value={field.value}
              onChange={(value) => field.onChange(value)}
              error={visibleError(fieldState, isSubmitted)}
            >
              <Stack gap="sm" mt="xs">
                {OrganizationType.values.map((value, index) => (
                  <Radio
                    key={value}
                    id={id(`type-${value}`)}
                    value={value}
                    label={OrganizationType.label(value)}
                    description={organizationTypeHints[value]}
                    disabled={typeLocked}
                    onBlur={field.onBlur}
                    ref={index === 0 ? field.ref : undefined}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
        <TextInput
          id={id('name')}
          label={fieldLabels.name}
          autoComplete="organization"
          required
          error={formFieldError(form, 'organization.name')}
          {...form.register('organization.name')}
        />
        <fieldset className={classes.fieldset}>
          <legend className={classes.legend}>Anschrift</legend>
          <Stack gap="md">
            <TextInput
              id={id('street')}
              label={fieldLabels.street}
              autoComplete="street-address"
              required
              error={formFieldError(form, 'organization.address.street')}
              {...form.register('organization.address.street')}
            />
            <Group gap="md" align="flex-start" wrap="wrap">
              <TextInput
                id={id('postal-code')}
                label={fieldLabels.postalCode}
                autoComplete="postal-code"
                inputMode="numeric"
                required
                error={formFieldError(form, 'organization.address.postalCode')}
                style={{ flex: '0 1 10rem' }}
                {...form.register('organization.address.postalCode')}
              />
              <TextInput
                id={id('city')}
                label={fieldLabels.city}
                autoComplete="address-level2"
                required
                error={formFieldError(form, 'organization.address.city')}
                style={{ flex: '1 1 14rem' }}
                {...form.register('organization.address.city')}
              />
            </Group>
          </Stack>
        </fieldset>
        <TextInput
          id={id('website')}
          label={`${fieldLabels.website} (optional)`}
          description="Zum Beispiel https://www.beispiel.de"
          type="url"
          autoComplete="url"
          error={formFieldError(form, 'organization.website')}
          {...form.register('organization.website')}
        />
        {type === 'PublicProcurer' ? (
          <NativeSelect
            id={id('agency-level')}
            label={fieldLabels.agencyLevel}
            description="Zu welcher Ebene der Verwaltung gehört Ihre Organisation?"
            data={options(AgencyLevel)}
            withAsterisk={false}
            required
            error={formFieldError(form, 'organization.agencyLevel')}
            {...form.register('organization.agencyLevel')}
          />
        ) : null}
        {type === 'Provider' ? (
          <>
            <NativeSelect
              id={id('company-size')}
              label={fieldLabels.companySize}
              data={options(CompanySize)}
              withAsterisk={false}
              required
              error={formFieldError(form, 'organization.companySize')}
              {...form.register('organization.companySize')}
            />
            <NativeSelect
              id={id('business-sector')}
              label={fieldLabels.businessSector}
              data={options(BusinessSector)}
              withAsterisk={false}
              required
              error={formFieldError(form, 'organization.businessSector')}
              {...form.register('organization.businessSector')}
            />
          </>
        ) : null}
        {withInvitations ? (
          <NewMembersFields
            idPrefix={idPrefix}
            control={form.control}
            register={form.register}
            errors={errors}
            intro="Optional: Laden Sie Kolleginnen und Kollegen ein. Die Eingeladenen erhalten eine E-Mail, sobald das Programmteam die Organisation freigegeben hat, und treten bei, wenn sie die Einladung annehmen."
          />
        ) : null}
        {beforeSubmit}
        <Group gap="sm">
          <BusyButton type="submit" id={id('submit')} loading={isSubmitting}>
            {submitLabel}
          </BusyButton>
          {onCancel ? (
            <Button variant="default" onClick={onCancel} id={id('cancel')}>
              Abbrechen
            </Button>
          ) : null}
        </Group>
      </Stack>
      {leaveDialog}
    </form>
  );
}
