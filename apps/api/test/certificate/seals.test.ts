import { inflateSync } from 'node:zlib';
import { Resvg } from '@resvg/resvg-js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CertificateLevel, certificateLevels, certificateMessages, type SealFormat } from '@cert/domain';
import { certificateSealPath } from '@cert/domain/contracts';
import { certificates } from '../../src/db/schema';
import { newCertificateCode } from '../../src/modules/certificate/issue';
import { appWithAdmin } from '../helpers/admin-app';
import { SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/browser';
import { expectApiError } from '../organization/support';
import {
  arrangeOrganization,
  insertSubmission,
  type ArrangedOrganization,
} from '../helpers/arranged-journeys';
import { ADMIN } from './support';

const ORGANIZATION = 'Stadtwerke Görlitz-Süd';

/** What the seal of each level says, whoever holds it. */
const sealWords: Record<CertificateLevel, string[]> = {
  'bronze-office': ['BRONZE', 'BESCHAFFUNGSSTELLE'],
  'bronze-project': ['BRONZE', 'BESCHAFFUNGSPROJEKT'],
  'silver-office': ['SILBER', 'BESCHAFFUNGSSTELLE'],
  'silver-project': ['SILBER', 'BESCHAFFUNGSPROJEKT'],
  gold: ['GOLD', 'ÖFFENTLICHER AUFTRAGGEBER'],
  professional: ['PROFESSIONAL', 'UNTERNEHMEN'],
  practitioner: ['PRACTITIONER', 'UNTERNEHMEN'],
  expert: ['EXPERT', 'UNTERNEHMEN'],
};

/**
 * A PNG read back: signature, IHDR, and the IDAT stream inflated, which must hold exactly one filter byte and
 * `width` RGBA pixels per row. The first pixel of the first row is stored unpredicted by every PNG filter, so its
 * alpha is read as it is.
 */
function decodePng(bytes: Buffer) {
  expect(bytes.subarray(0, 8).toString('latin1')).toBe('\x89PNG\r\n\x1a\n');
  let width = 0;
  let height = 0;
  let colorType = -1;
  const chunks: Buffer[] = [];
  for (let offset = 8; offset < bytes.length;) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const data = bytes.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      expect(data[8], 'bit depth').toBe(8);
      colorType = data[9]!;
    }
    if (type === 'IDAT') chunks.push(data);
    offset += 12 + length;
  }
  expect(colorType, 'RGBA').toBe(6);
  const samples = inflateSync(Buffer.concat(chunks));
  expect(samples.length).toBe(height * (1 + width * 4));
  return { width, height, cornerAlpha: samples[4]! };
}

describe('certificate seals (ADR 015)', () => {
  let t: TestContext;
  let admin: SignedIn;
  let member: SignedIn;
  let organizationAdmin: SignedIn;
  let outsider: SignedIn;
  let procurer: ArrangedOrganization;

  beforeAll(async () => {
    ({ t, admin } = await appWithAdmin(ADMIN));
    procurer = await arrangeOrganization(t, 'PublicProcurer', { name: ORGANIZATION });
    member = await signIn(t, procurer.memberEmail);
    organizationAdmin = await signIn(t, procurer.adminEmail);
    outsider = await signIn(t, 'aussen@example.de');
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const seal = (browser: SignedIn, level: CertificateLevel, organizationId: string, format?: SealFormat) =>
    browser.browser.get(certificateSealPath(level, organizationId, format));

  /** A certificate of the level written straight into the database, awarded on the day given. */
  async function insertCertificate(organizationId: string, level: CertificateLevel, awardedOn: string) {
    await t.database.db.insert(certificates).values({
      organizationId,
      level,
      code: newCertificateCode(),
      awardedOn,
      validUntil: `${Number(awardedOn.slice(0, 4)) + 2}${awardedOn.slice(4)}`,
      organizationName: ORGANIZATION,
    });
  }

  it('is 404 for every level before it is completed, and bronze office is 200 once the questionnaire passed', async () => {
    for (const level of CertificateLevel.values) {
      for (const format of ['png', 'svg'] as const) {
        const refused = expectApiError(await seal(member, level, procurer.id, format), 404);
        expect(refused.message).toBe(certificateMessages.levelNotCompleted);
      }
    }

    await insertSubmission(t, procurer.id, 'procurement-office', 'PASSED', 1);

    expect((await seal(member, 'bronze-office', procurer.id)).statusCode).toBe(200);
    expect((await seal(member, 'bronze-office', procurer.id, 'svg')).statusCode).toBe(200);
    for (const level of CertificateLevel.values.filter((candidate) => candidate !== 'bronze-office')) {
      expectApiError(await seal(member, level, procurer.id), 404);
    }
  });

  it('is a 1200 × 1200 PNG with a transparent surround, downloaded under a German file name', async () => {
    const res = await seal(member, 'bronze-office', procurer.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="Siegel Bronze Beschaffungsstelle - Stadtwerke Goerlitz-Sued.png"; ' +
        "filename*=UTF-8''Siegel%20Bronze%20Beschaffungsstelle%20%E2%80%93%20Stadtwerke%20G%C3%B6rlitz-S%C3%BCd.png",
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(decodePng(res.rawPayload)).toEqual({ width: 1200, height: 1200, cornerAlpha: 0 });
  });

  it('is an SVG that parses as XML, says level, branch, programme and year, and may run nothing', async () => {
    const res = await seal(member, 'bronze-office', procurer.id, 'svg');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-disposition']).toContain(
      "filename*=UTF-8''Siegel%20Bronze%20Beschaffungsstelle%20%E2%80%93%20Stadtwerke%20G%C3%B6rlitz-S%C3%BCd.svg",
    );
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
    // resvg reads SVG with a strict XML parser: malformed markup throws here.
    const parsed = new Resvg(res.body);
    expect([parsed.width, parsed.height]).toEqual([1200, 1200]);
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    for (const words of [...sealWords['bronze-office'], 'INNOVATION IN DER ÖFFENTLICHEN BESCHAFFUNG']) {
      expect(res.body).toContain(`>${words}<`);
    }
    expect(res.body).toContain('>ZERTIFIZIERT 2026<');
    expect(res.body).toContain('<title>Siegel Bronze – Beschaffungsstelle');
    // The same for every holder: the organisation is only in the file name.
    expect(res.body).not.toContain('Görlitz');
    expect(res.body).not.toMatch(/<script|href="(?!#)/);
  });

  it('has its own words for every level and the year of the award', async () => {
    const provider = await arrangeOrganization(t, 'Provider');
    for (const level of CertificateLevel.values) {
      const holder = certificateLevels[level].pathType === 'provider' ? provider : procurer;
      if (level !== 'bronze-office') await insertCertificate(holder.id, level, '2027-03-01');
      const svg = await seal(admin, level, holder.id, 'svg');
      expect(svg.statusCode, svg.body).toBe(200);
      for (const words of sealWords[level]) expect(svg.body, level).toContain(`>${words}<`);
      expect(svg.body).toContain(level === 'bronze-office' ? '>ZERTIFIZIERT 2026<' : '>ZERTIFIZIERT 2027<');
      const png = await seal(admin, level, holder.id);
      expect(png.statusCode, png.body).toBe(200);
      expect(decodePng(png.rawPayload)).toMatchObject({ width: 1200, height: 1200 });
    }
    const files = await Promise.all(
      (['gold', 'professional'] as const).map(async (level) => {
        const holder = level === 'gold' ? procurer : provider;
        return (await seal(admin, level, holder.id)).headers['content-disposition'];
      }),
    );
    expect(files[0]).toContain("filename*=UTF-8''Siegel%20Gold%20%E2%80%93%20Stadtwerke");
    expect(files[1]).toContain(`filename*=UTF-8''Siegel%20Professional%20%E2%80%93%20`);
  });

  it('is for members and platform admins only', async () => {
    expect((await seal(organizationAdmin, 'bronze-office', procurer.id)).statusCode).toBe(200);
    expect((await seal(admin, 'bronze-office', procurer.id, 'svg')).statusCode).toBe(200);
    expectApiError(await seal(outsider, 'bronze-office', procurer.id), 404);
    expectApiError(await seal(outsider, 'bronze-office', procurer.id, 'svg'), 404);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: certificateSealPath('bronze-office', procurer.id),
    });
    expect(anonymous.statusCode).toBe(401);
    expectApiError(
      await member.browser.get(`${certificateSealPath('bronze-office', procurer.id)}?format=gif`),
      400,
    );
    expectApiError(await member.browser.get(certificateSealPath('bronze-office', 'keine-id')), 400);
    expectApiError(await member.browser.get(certificateSealPath('bronze-office', crypto.randomUUID())), 404);
  });

  it('is 404 again once the certificate is revoked', async () => {
    await t.database.db
      .update(certificates)
      .set({ revokedAt: t.clock.now(), revokeReason: 'Test' })
      .where(eq(certificates.organizationId, procurer.id));
    const refused = expectApiError(await seal(member, 'bronze-office', procurer.id), 404);
    expect(refused.message).toBe(certificateMessages.levelNotCompleted);
    expectApiError(await seal(admin, 'gold', procurer.id, 'svg'), 404);
  });
});
