import { defineOptions, type OptionValue } from './options';

export const UserRole = defineOptions({ User: 'Nutzer:in', Admin: 'Administrator:in' });
export type UserRole = OptionValue<typeof UserRole>;
