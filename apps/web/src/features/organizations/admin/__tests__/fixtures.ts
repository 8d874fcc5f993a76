import { paginate, type AdminOrganizationListItem, type Organization } from '@cert/domain';

export const listItem = (overrides: Partial<AdminOrganizationListItem> = {}): AdminOrganizationListItem => ({
  _id: 'o1',
  name: 'Stadtwerke Musterstadt',
  type: 'PublicProcurer',
  city: 'Musterstadt',
  approvalStatus: 'Pending',
  memberCount: 3,
  hasOpenChangeRequest: false,
  listedSince: null,
  createdAt: '2026-03-05T10:00:00.000Z',
  updatedAt: '2026-03-06T10:00:00.000Z',
  ...overrides,
});

export const listPage = (docs: AdminOrganizationListItem[], page = 1, totalDocs = docs.length) =>
  paginate(docs, totalDocs, page, 10);

export const organization = (overrides: Partial<Organization> = {}): Organization => ({
  _id: 'o1',
  type: 'Provider',
  name: 'Muster GmbH',
  address: { street: 'Hauptstraße 1', postalCode: '10115', city: 'Berlin' },
  website: 'https://muster.example',
  agencyLevel: null,
  companySize: 'OneToTen',
  businessSector: 'Service',
  approvalStatus: 'Pending',
  reviewComment: null,
  reviewedAt: null,
  listedSince: null,
  previousRejection: null,
  members: [
    {
      userId: 'u1',
      email: 'anna@muster.example',
      firstName: 'Anna',
      lastName: 'Muster',
      role: 'Admin',
      joinedAt: '2026-03-01T09:00:00.000Z',
    },
  ],
  pendingMembers: [
    {
      _id: 'i1',
      email: 'ben@muster.example',
      role: 'Member',
      invitedAt: '2026-03-02T09:00:00.000Z',
      mailedAt: '2026-03-02T09:00:00.000Z',
      mailRefused: false,
    },
  ],
  changeRequest: null,
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-01T09:00:00.000Z',
  ...overrides,
});

export const withOpenChangeRequest = (): Organization =>
  organization({
    approvalStatus: 'Approved',
    reviewedAt: '2026-03-03T09:00:00.000Z',
    changeRequest: {
      _id: 'cr1',
      status: 'Pending',
      data: {
        type: 'Provider',
        name: 'Muster AG',
        address: { street: 'Hauptstraße 1', postalCode: '10115', city: 'Potsdam' },
        website: 'https://muster.example',
        companySize: 'ElevenToFifty',
        businessSector: 'Service',
      },
      requestedAt: '2026-03-04T09:00:00.000Z',
      requestedBy: { userId: 'u1', name: 'Anna Muster' },
      reviewComment: null,
      reviewedAt: null,
    },
  });
