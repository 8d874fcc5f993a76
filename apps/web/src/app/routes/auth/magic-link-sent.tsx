import { QueryScope } from '@/components/query-scope';
import { MagicLinkSentScreen } from '@/features/auth';

export function Component() {
  return (
    <QueryScope>
      <MagicLinkSentScreen />
    </QueryScope>
  );
}
