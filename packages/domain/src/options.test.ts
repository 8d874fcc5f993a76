import { describe, expect, it } from 'vitest';
import { ApprovalStatus, OrganizationType, organizationTypeSlug } from './organization';
import { isProfileComplete, profileSchema } from './api/user';
import { magicLinkRequestSchema } from './api/auth';
import { messages } from './messages';

describe('option lists', () => {
  it('keep the values and German labels of the specification', () => {
    expect(OrganizationType.values).toEqual(['PublicProcurer', 'Provider', 'BusinessConsultant']);
    expect(OrganizationType.label('PublicProcurer')).toBe('Öffentlicher Auftraggeber');
    expect(organizationTypeSlug).toEqual({
      PublicProcurer: 'beschaffung',
      Provider: 'unternehmen',
      BusinessConsultant: null,
    });
    expect(ApprovalStatus.labels).toEqual({
      Pending: 'In Prüfung',
      Approved: 'Freigegeben',
      Rejected: 'Abgelehnt',
    });
    expect(ApprovalStatus.is('Approved')).toBe(true);
    expect(ApprovalStatus.is('toString')).toBe(false);
  });
});

describe('profile', () => {
  it('is complete only with first name, last name and phone number', () => {
    expect(isProfileComplete({ firstName: 'Anna', lastName: 'Schmidt', phoneNumber: '030 1234' })).toBe(true);
    expect(isProfileComplete({ firstName: 'Anna', lastName: ' ', phoneNumber: '030 1234' })).toBe(false);
    expect(isProfileComplete({ firstName: null, lastName: 'Schmidt', phoneNumber: '030 1234' })).toBe(false);
  });

  it('rejects unknown fields and malformed phone numbers with German messages', () => {
    const result = profileSchema.safeParse({
      firstName: 'A',
      lastName: 'B',
      phoneNumber: 'abc',
      roles: ['Admin'],
    });
    expect(result.success).toBe(false);
    const messagesByPath = Object.fromEntries(
      result.error!.issues.map((i) => [i.path.join('.') || i.code, i.message]),
    );
    expect(messagesByPath.phoneNumber).toMatch(/gültige Telefonnummer/);
    expect(result.error!.issues.some((i) => i.code === 'unrecognized_keys')).toBe(true);
  });
});

describe('magic-link request', () => {
  it('normalises the address and gives the spec message for a bad one', () => {
    expect(magicLinkRequestSchema.parse({ email: '  Anna.Schmidt@Example.DE ' }).email).toBe(
      'anna.schmidt@example.de',
    );
    const bad = magicLinkRequestSchema.safeParse({ email: 'no-address' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues[0]!.message).toBe(messages.invalidEmail);
  });
});
