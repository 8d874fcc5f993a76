import { journeyPath, pathTypeOf, type Organization } from '@cert/domain';
import { organizationContracts, accountContracts } from '@cert/domain/contracts';

import { Navigate, redirect } from 'react-router';
import { NoActiveOrganization } from '@/features/journeys';
import { chooseActiveOrganization, useActiveOrganization, useInvitations } from '@/features/organizations';
import { api } from '@/lib/api-client';
import { activeOrganizationChoice } from '@/lib/app-storage';
import { Loading } from '@/components/ui/loading';

/** The journey of an organisation's type; null for a type without journey (business consultants). */
function journeyOf(organization: Organization | null): string | null {
  const pathType = organization ? pathTypeOf(organization.type) : null;
  return pathType ? journeyPath(pathType) : null;
}

/**
 * /mein-zertifizierungspfad leads to the active organisation's journey (docs/product.md §2). The loader
 * redirects before anything renders; when it cannot tell (no session yet, the request failed), the screen
 * decides once the organisations are known.
 */
export async function loader() {
  if (!api.hasSession()) return null;
  try {
    // The choice is remembered per user: who is signed in is asked alongside (the guard asks in parallel).
    const [approved, user] = await Promise.all([
      api.call(organizationContracts.approved),
      api.call(accountContracts.me),
    ]);
    const target = journeyOf(chooseActiveOrganization(approved, activeOrganizationChoice.get(user._id)));
    return target ? redirect(target) : null;
  } catch {
    return null;
  }
}

export function Component() {
  const { activeOrganization, pendingOrganizations, isPending } = useActiveOrganization();
  // An invitation waiting for the user is their way in, before creating an organisation of their own.
  const invitations = useInvitations();
  if (isPending || invitations.isPending) return <Loading label="Zertifizierungspfad wird geladen" />;
  const target = journeyOf(activeOrganization);
  return target ? (
    <Navigate to={target} replace />
  ) : (
    <NoActiveOrganization
      organization={activeOrganization}
      pending={pendingOrganizations}
      invitations={invitations.data?.length ?? 0}
    />
  );
}
