import { inQueryScope } from '@/components/query-scope';
import { LoginScreen } from '@/features/auth';

export const Component = inQueryScope(LoginScreen);
