import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import {
  createOrganizationBodySchema,
  organizationDataSchema,
  organizationMessages,
  toOrganizationData,
} from './organization';

const address = { street: 'Musterstraße 1', postalCode: '10115', city: 'Berlin' };

describe('organisation data', () => {
  it('accepts a public procurer with its agency level and a provider with size and sector', () => {
    expect(
      organizationDataSchema.safeParse({
        type: 'PublicProcurer',
        name: 'Stadt Musterhausen',
        address,
        agencyLevel: 'Municipality',
      }).success,
    ).toBe(true);
    expect(
      organizationDataSchema.safeParse({
        type: 'Provider',
        name: 'Beispiel GmbH',
        address,
        website: 'https://www.beispiel.de',
        companySize: 'OneToTen',
        businessSector: 'Service',
      }).success,
    ).toBe(true);
  });

  it('requires the attributes of the type and refuses those of another type', () => {
    const result = organizationDataSchema.safeParse({
      type: 'Provider',
      name: 'X GmbH',
      address,
      agencyLevel: 'Federation',
    });
    expect(result.success).toBe(false);
    const byPath = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(byPath).toEqual({
      agencyLevel: organizationMessages.notForType,
      companySize: messages.selectRequired,
      businessSector: messages.selectRequired,
    });
  });

  it('gives German messages for missing name, bad postal code and bad website', () => {
    const result = organizationDataSchema.safeParse({
      type: 'BusinessConsultant',
      name: ' ',
      address: { ...address, postalCode: '!' },
      website: 'beispiel',
    });
    const byPath = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(byPath).toMatchObject({
      name: organizationMessages.name,
      'address.postalCode': organizationMessages.postalCode,
      website: organizationMessages.website,
    });
  });

  it('takes a website typed as "www.beispiel.de" and stores it with https://', () => {
    const result = organizationDataSchema.parse({
      type: 'BusinessConsultant',
      name: 'Beratung',
      address,
      website: 'www.beispiel.de',
    });
    expect(result.website).toBe('https://www.beispiel.de');
  });

  it('strips attributes of other types and empty websites for the edit form', () => {
    expect(
      toOrganizationData({
        type: 'PublicProcurer',
        name: 'Amt',
        address,
        website: '',
        agencyLevel: 'Federation',
      }),
    ).toEqual({ type: 'PublicProcurer', name: 'Amt', address, website: null, agencyLevel: 'Federation' });
  });
});

describe('create body', () => {
  const organization = {
    type: 'PublicProcurer',
    name: 'Amt',
    address,
    agencyLevel: 'Federation',
    members: [],
    pendingMembers: [],
  };

  it('takes the spec shape {organization, newMembers}', () => {
    const body = createOrganizationBodySchema.parse({
      organization,
      newMembers: [{ email: 'A@B.de', role: 'Member' }],
    });
    expect(body.newMembers).toHaveLength(1);
  });

  it('refuses unknown fields (no mass assignment) and duplicate invitations', () => {
    expect(
      createOrganizationBodySchema.safeParse({
        organization: { ...organization, approvalStatus: 'Approved' },
      }).success,
    ).toBe(false);
    const result = createOrganizationBodySchema.safeParse({
      organization,
      newMembers: [
        { email: 'a@b.de', role: 'Member' },
        { email: 'A@b.de', role: 'Admin' },
      ],
    });
    expect(result.error?.issues[0]?.path).toEqual(['newMembers', 1, 'email']);
  });
});
