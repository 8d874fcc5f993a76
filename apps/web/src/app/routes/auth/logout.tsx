import { inQueryScope } from '@/components/query-scope';
import { LogoutScreen } from '@/features/auth';

export const Component = inQueryScope(LogoutScreen);
