import type { MatrixRow } from '../matrix';

/**
 * Matrix rows of the certificates (docs/decisions/015-certificates.md): verification is public; the organisation's
 * list is for its members and platform admins; revoking is for platform admins only.
 */
/** A credential by its shape (what the check judges rather than refuses), signed by nobody: answered `tampered`. */
const signedLooking = {
  type: ['VerifiableCredential', 'OpenBadgeCredential'],
  id: 'urn:uuid:00000000-0000-0000-0000-000000000000',
  proof: { type: 'DataIntegrityProof' },
};

// prettier-ignore
export const certificateRows: MatrixRow[] = [
  //                                                                              anon nOrg pend mbr  oAdm othr pAdm
  { route: 'GET /api/certificates/:code',                                expect: [200, 200, 200, 200, 200, 200, 200],
    fixture: { certificate: 'bronze-office' }, request: (f) => ({ params: { code: f.certificateCode! } }) },
  { route: 'GET /api/certificates/organization/:id',                     expect: [401, 404, 404, 200, 200, 404, 200],
    fixture: { journey: 'provider' }, request: (f) => ({ params: { id: f.organizationId } }) },
  { route: 'POST /api/admin/certificates/:code/revoke',                  expect: [401, 403, 403, 403, 403, 403, 200],
    fixture: { certificate: 'gold' },
    request: (f) => ({ params: { code: f.certificateCode! }, body: { reason: 'Angaben im Praxisbeispiel unzutreffend.' } }) },
  // Open Badges (docs/decisions/055-open-badges.md): what a verifier anywhere reads, and the check, are public.
  { route: 'GET /.well-known/did.json',                                  expect: [200, 200, 200, 200, 200, 200, 200],
    request: () => ({}) },
  { route: 'GET /api/credentials/certificate/:code',                     expect: [200, 200, 200, 200, 200, 200, 200],
    fixture: { certificate: 'bronze-office' }, request: (f) => ({ params: { code: f.certificateCode! } }) },
  { route: 'GET /api/credentials/status/:list',                          expect: [200, 200, 200, 200, 200, 200, 200],
    request: () => ({ params: { list: '1' } }) },
  { route: 'GET /api/credentials/achievements/:level',                   expect: [200, 200, 200, 200, 200, 200, 200],
    request: () => ({ params: { level: 'gold' } }) },
  { route: 'GET /api/credentials/achievements/:level/siegel.png',        expect: [200, 200, 200, 200, 200, 200, 200],
    request: () => ({ params: { level: 'expert' } }) },
  { route: 'POST /api/credentials/verify',                               expect: [200, 200, 200, 200, 200, 200, 200],
    request: () => ({ body: { credential: JSON.stringify(signedLooking) } }) },
  { route: 'POST /api/credentials/verify/seal',                          expect: [200, 200, 200, 200, 200, 200, 200],
    request: () => ({
      headers: { 'content-type': 'image/svg+xml' },
      body: `<svg xmlns="http://www.w3.org/2000/svg" xmlns:openbadges="https://purl.imsglobal.org/ob/v3p0"><openbadges:credential><![CDATA[${JSON.stringify(signedLooking)}]]></openbadges:credential></svg>`,
    }) },
];
