import type { Organization } from '@cert/domain';
import { QueryClient } from '@tanstack/react-query';
import { currentUserQueryKey } from '@/lib/current-user';
import { stubSignedInApi, type FakeCall, type FakeReply } from '@/testing/fake-fetch';
import { testUser } from '@/testing/users';

export const user = testUser;

const at = '2026-11-20T10:00:00.000Z';

export function organization(overrides: Partial<Organization> = {}): Organization {
  return {
    _id: 'o1',
    type: 'PublicProcurer',
    name: 'Vergabestelle Musterstadt',
    address: { street: 'Marktplatz 1', postalCode: '12345', city: 'Musterstadt' },
    website: null,
    agencyLevel: 'Municipality',
    companySize: null,
    businessSector: null,
    approvalStatus: 'Approved',
    reviewComment: null,
    reviewedAt: at,
    listedSince: null,
    previousRejection: null,
    members: [
      { userId: 'u1', email: user.email, firstName: 'Anna', lastName: 'Muster', role: 'Admin', joinedAt: at },
      {
        userId: 'u2',
        email: 'bert@example.org',
        firstName: 'Bert',
        lastName: 'Beispiel',
        role: 'Member',
        joinedAt: at,
      },
    ],
    pendingMembers: [
      {
        _id: 'i1',
        email: 'clara@example.org',
        role: 'Member',
        invitedAt: at,
        mailedAt: at,
        mailRefused: false,
      },
    ],
    changeRequest: null,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

/** A query client that already knows the signed-in user, as after the guard's check. */
export function signedInClient(): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  queryClient.setQueryData(currentUserQueryKey, user);
  return queryClient;
}

export function stubApi(handler: (call: FakeCall) => FakeReply | undefined | Promise<FakeReply | undefined>) {
  return stubSignedInApi(handler).fake;
}
