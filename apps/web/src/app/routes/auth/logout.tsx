import { QueryScope } from '@/components/query-scope';
import { LogoutScreen } from '@/features/auth';

export function Component() {
  return (
    <QueryScope>
      <LogoutScreen />
    </QueryScope>
  );
}
