import { QueryScope } from '@/components/query-scope';
import { RegisterScreen } from '@/features/register';

/** /zertifizierte-organisationen, public: the register of certified organisations that chose to be listed. */
export function Component() {
  return (
    <QueryScope>
      <RegisterScreen />
    </QueryScope>
  );
}
