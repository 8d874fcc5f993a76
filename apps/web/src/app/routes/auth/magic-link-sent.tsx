import { inQueryScope } from '@/components/query-scope';
import { MagicLinkSentScreen } from '@/features/auth';

export const Component = inQueryScope(MagicLinkSentScreen);
