import { useParams } from 'react-router';
import { OrganizationDetail } from '@/features/organizations';

export function Component() {
  const { id = '' } = useParams();
  // Keyed by id: moving between organisations starts each screen (and its forms) afresh.
  return <OrganizationDetail key={id} id={id} />;
}
