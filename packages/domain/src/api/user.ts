import { z } from 'zod';
import { UserRole } from '../roles';
import { textSchema } from '../text';

export const userSchema = z.object({
  _id: z.string(),
  email: z.string(),
  roles: z.array(z.enum(UserRole.values)),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

const requiredText = (message: string, max: number) =>
  textSchema({ error: message })
    .min(1, { error: message })
    .max(max, { error: `Bitte verwenden Sie höchstens ${max} Zeichen.` });

export const profileSchema = z.strictObject({
  firstName: requiredText('Bitte geben Sie Ihren Vornamen ein.', 100),
  lastName: requiredText('Bitte geben Sie Ihren Nachnamen ein.', 100),
  phoneNumber: requiredText('Bitte geben Sie Ihre Telefonnummer ein.', 40).regex(/^\+?[0-9 ()/.-]{5,}$/, {
    error: 'Bitte geben Sie eine gültige Telefonnummer ein, zum Beispiel 030 123456.',
  }),
});
export type Profile = z.infer<typeof profileSchema>;

/** A user must give first name, last name and phone number before using protected routes (docs/product.md §5). */
export function isProfileComplete(user: Pick<User, 'firstName' | 'lastName' | 'phoneNumber'>): boolean {
  return Boolean(user.firstName?.trim() && user.lastName?.trim() && user.phoneNumber?.trim());
}

export function isAdmin(user: Pick<User, 'roles'> | null | undefined): boolean {
  return Boolean(user?.roles.includes('Admin'));
}
