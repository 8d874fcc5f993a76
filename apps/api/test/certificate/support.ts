import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  organizationCertificateListSchema,
  organizationCertificateSchema,
  type CertificateLevel,
  type OrganizationCertificate,
} from '@cert/domain';
import type { Database } from '../../src/db/client';
import { certificates } from '../../src/db/schema';
import type { TestBrowser } from '../helpers/browser';

/** The platform admin of the certificate tests. */
export const ADMIN = 'zertifikate@programm.example';

/** GET /api/certificates/organization/{id} (checked to succeed and to match the contract exactly). */
export async function listCertificates(browser: TestBrowser, organizationId: string) {
  const res = await browser.get(`/api/certificates/organization/${organizationId}`);
  expect(res.statusCode, res.body).toBe(200);
  return organizationCertificateListSchema.parse(res.json()).map((item) => {
    expect(() => organizationCertificateSchema.strict().parse(item)).not.toThrow();
    return item;
  });
}

/** The certificate of the level in a list (checked to be there once). */
export function certificateOf(list: OrganizationCertificate[], level: CertificateLevel) {
  const ofLevel = list.filter((item) => item.level === level);
  expect(ofLevel).toHaveLength(1);
  return ofLevel[0]!;
}

/** The organisation's stored certificates, oldest first. */
export function storedCertificates(db: Database, organizationId: string) {
  return db
    .select()
    .from(certificates)
    .where(eq(certificates.organizationId, organizationId))
    .orderBy(asc(certificates.createdAt), asc(certificates.awardedOn));
}

/** POST /api/admin/certificates/{code}/revoke. */
export const revoke = (browser: TestBrowser, code: string, body: unknown) =>
  browser.post(`/api/admin/certificates/${code}/revoke`, body);
