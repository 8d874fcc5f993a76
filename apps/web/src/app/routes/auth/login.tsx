import { QueryScope } from '@/components/query-scope';
import { LoginScreen } from '@/features/auth';

export function Component() {
  return (
    <QueryScope>
      <LoginScreen />
    </QueryScope>
  );
}
