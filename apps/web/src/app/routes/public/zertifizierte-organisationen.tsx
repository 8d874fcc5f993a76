import { inQueryScope } from '@/components/query-scope';
import { RegisterScreen } from '@/features/register';

/** /zertifizierte-organisationen, public: the register of certified organisations that chose to be listed. */
export const Component = inQueryScope(RegisterScreen);
