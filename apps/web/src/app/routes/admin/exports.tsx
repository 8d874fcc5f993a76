import { ExportsScreen } from '@/features/data-export';

export function Component() {
  return <ExportsScreen />;
}
