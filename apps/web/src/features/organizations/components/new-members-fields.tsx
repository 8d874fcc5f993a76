import { MembershipRole } from '@cert/domain';
import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import {
  useFieldArray,
  useFormState,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { visibleError } from '@/components/form';
import {
  emptyNewMember,
  type OrganizationBody,
  type OrganizationFormValues,
} from './organization-form-values';
import classes from './organizations.module.css';

type NewMembersFieldsProps = {
  idPrefix: string;
  control: Control<OrganizationFormValues, unknown, OrganizationBody>;
  register: UseFormRegister<OrganizationFormValues>;
  errors: FieldErrors<OrganizationFormValues>;
  intro: string;
  /** The fieldset's legend; under a heading that already says "einladen", name the rows instead. */
  legend?: string;
};

const roleOptions = MembershipRole.values.map((value) => ({ value, label: MembershipRole.label(value) }));

/** Rows of e-mail address and role; each row is one invitation (ADR 007: newMembers). */
export function NewMembersFields({
  idPrefix,
  control,
  register,
  errors,
  intro,
  legend = 'Personen einladen',
}: NewMembersFieldsProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'newMembers' });
  // The list is validated as a whole when a row is added, so a new row has its "missing address" error at once,
  // and it is not validated again while it is typed in until it is left. Shown before it was left (or a submit),
  // that stale error would stand under a valid address and vanish on the click on the submit button, moving the
  // button away under the pointer.
  const { dirtyFields, touchedFields, isSubmitted } = useFormState({ control, name: 'newMembers' });
  const shown = (index: number, key: 'email' | 'role') =>
    visibleError(
      {
        error: errors.newMembers?.[index]?.[key],
        // Changed and left: checked then (docs/product.md §5); a row merely passed through says nothing.
        isDirty: Boolean(dirtyFields.newMembers?.[index]?.[key] && touchedFields.newMembers?.[index]?.[key]),
      },
      isSubmitted,
    );
  return (
    <fieldset className={classes.fieldset}>
      <legend className={classes.legend}>{legend}</legend>
      <Text mb="sm">{intro}</Text>
      <Stack gap="md">
        {fields.map((field, index) => {
          return (
            <Group
              key={field.id}
              align="flex-start"
              gap="sm"
              wrap="wrap"
              role="group"
              aria-label={`Einladung ${index + 1}`}
            >
              <TextInput
                id={`${idPrefix}-member-${index}-email`}
                label={`E-Mail-Adresse (Person ${index + 1})`}
                type="email"
                autoComplete="off"
                required
                error={shown(index, 'email')}
                style={{ flex: '1 1 18rem' }}
                {...register(`newMembers.${index}.email`)}
              />
              <NativeSelect
                id={`${idPrefix}-member-${index}-role`}
                label={`Rolle (Person ${index + 1})`}
                data={roleOptions}
                withAsterisk={false}
                required
                error={shown(index, 'role')}
                style={{ flex: '0 1 12rem' }}
                {...register(`newMembers.${index}.role`)}
              />
              <Button
                variant="default"
                mt={{ base: 0, sm: '1.75rem' }}
                onClick={() => remove(index)}
                aria-label={`Einladung ${index + 1} entfernen`}
              >
                Entfernen
              </Button>
            </Group>
          );
        })}
        {errors.newMembers?.root?.message || errors.newMembers?.message ? (
          <Text c="var(--kern-danger)" role="alert">
            {errors.newMembers?.root?.message ?? errors.newMembers?.message}
          </Text>
        ) : null}
        <div>
          <Button variant="outline" onClick={() => append(emptyNewMember())} id={`${idPrefix}-add-member`}>
            {fields.length === 0 ? 'Person hinzufügen' : 'Weitere Person hinzufügen'}
          </Button>
        </div>
      </Stack>
    </fieldset>
  );
}
