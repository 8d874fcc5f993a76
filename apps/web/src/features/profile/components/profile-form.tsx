import { messages, profileSchema, type Profile, type User } from '@cert/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  formFieldError,
  serverFieldErrors,
  showFieldErrors,
  useLeavePageConfirmation,
  FIELD_CHECKS,
} from '@/components/form';
import { BusyButton } from '@/components/ui/busy-button';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useUpdateProfile } from '../api/update-profile';

type ProfileInput = z.input<typeof profileSchema>;
const profileFields = ['firstName', 'lastName', 'phoneNumber'] as const satisfies readonly (keyof Profile)[];

/**
 * Maps a server field path ("firstName") onto a field of this form.
 * @internal
 */
export function profileFieldOf(path: string): keyof Profile | undefined {
  const last = path.split('.').at(-1);
  return profileFields.find((field) => field === last);
}

type ProfileFormProps = {
  user: User;
  onSaved?: (user: User) => void;
};

export function ProfileForm({ user, onSaved }: ProfileFormProps) {
  const updateProfile = useUpdateProfile();
  const form = useForm<ProfileInput, unknown, Profile>({
    resolver: zodResolver(profileSchema),
    ...FIELD_CHECKS,
    defaultValues: {
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      phoneNumber: user.phoneNumber ?? '',
    },
  });
  const { isSubmitting, isDirty } = form.formState;
  // Like every form: a change not saved yet is not left behind without a question (docs/product.md §5).
  const leaveDialog = useLeavePageConfirmation(isDirty && !isSubmitting);

  const onSubmit = form.handleSubmit(async (profile) => {
    try {
      const saved = await updateProfile.mutateAsync(profile);
      form.reset({
        firstName: saved.firstName ?? '',
        lastName: saved.lastName ?? '',
        phoneNumber: saved.phoneNumber ?? '',
      });
      notifySuccess(messages.profileUpdated);
      onSaved?.(saved);
    } catch (error) {
      if (!showFieldErrors(serverFieldErrors(error, profileFieldOf), form.setError)) notifyError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Profil">
      <Stack gap="md" maw="32rem">
        <TextInput
          id="profile-first-name"
          label="Vorname"
          autoComplete="given-name"
          required
          error={formFieldError(form, 'firstName')}
          {...form.register('firstName')}
        />
        <TextInput
          id="profile-last-name"
          label="Nachname"
          autoComplete="family-name"
          required
          error={formFieldError(form, 'lastName')}
          {...form.register('lastName')}
        />
        <TextInput
          id="profile-phone-number"
          label="Telefonnummer"
          description="Für Rückfragen des Programmteams, zum Beispiel 030 123456"
          type="tel"
          autoComplete="tel"
          required
          error={formFieldError(form, 'phoneNumber')}
          {...form.register('phoneNumber')}
        />
        <div>
          <BusyButton type="submit" id="profile-save" loading={isSubmitting}>
            Speichern
          </BusyButton>
        </div>
      </Stack>
      {leaveDialog}
    </form>
  );
}
