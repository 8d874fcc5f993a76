import { inQueryScope } from '@/components/query-scope';
import { LoginRedirectScreen } from '@/features/auth';

export const Component = inQueryScope(LoginRedirectScreen);
