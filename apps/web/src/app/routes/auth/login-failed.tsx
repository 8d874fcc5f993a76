import { inQueryScope } from '@/components/query-scope';
import { LoginFailedScreen } from '@/features/auth';

export const Component = inQueryScope(LoginFailedScreen);
