import { QueryScope } from '@/components/query-scope';
import { LoginRedirectScreen } from '@/features/auth';

export function Component() {
  return (
    <QueryScope>
      <LoginRedirectScreen />
    </QueryScope>
  );
}
