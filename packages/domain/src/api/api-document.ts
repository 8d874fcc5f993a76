/**
 * What the OpenAPI document says of the API as a whole (docs/api.md): an integrator reads it first.
 */
export const apiDescription = [
  'The API of the certification platform: everything the web app does, an integrator can do with the same calls.',
  '',
  '**Sign-in and sessions.** A user signs in with a link sent by e-mail (`requestSignInLink`, then',
  "`signInWithLink` with the link's token); the session lives in HttpOnly cookies, so a client keeps cookies.",
  'Every call that changes something (POST, PUT, PATCH, DELETE) sends the token of `getCsrfToken` in the',
  '`X-XSRF-TOKEN` header; fetch a new one after signing in or out.',
  '',
  '**Errors** have one shape (`ApiError`): `status`, a stable `code` and a German `message` for people; a 400',
  'names each field that failed in `fields`. A refusal never changes anything.',
  '',
  '**Documents** (questionnaires and case studies) are saved at versions: a read answers an `ETag`; send it as',
  '`If-Match` with the next save, and a save over a newer version answers 409 CONFLICT instead of overwriting it.',
].join('\n');

/**
 * The groups of the API's operations, as the OpenAPI document declares them: every contract names one of these,
 * and each has a description.
 */
export const apiTags = {
  auth: 'Sign-in by e-mail link, sessions (cookies) and the CSRF token every changing call sends.',
  user: 'The signed-in user: profile, the download of everything stored about them, deleting the account.',
  organization:
    'Organisations as their members see them: registration, changes, members, roles and invitations.',
  'admin-organization':
    'The programme office: the list of organisations, their approval or rejection, and change requests.',
  questionnaire:
    'The scored questionnaires: drafts saved at versions (ETag, If-Match), submission, lists and JSON Schemas.',
  evaluation:
    'The evaluation of a submitted questionnaire: scores, recommendations, PDF and peer comparison.',
  'case-study':
    'Case studies of the gold and practitioner levels: drafts, submission and the office’s decision.',
  journey: 'The certification journey of an organisation: levels, records, waiting periods and requests.',
  'admin-journey':
    'The programme office: the journeys of all organisations, records, corrections, withdrawals and requests.',
  workshop: 'Workshop results and their reports, recorded by the programme office.',
  certificate: 'Certificates: their documents and seals, public verification by code, revocation.',
  register:
    'The public register of certified organisations: the list, an organisation’s choice to be listed, removal.',
  credential:
    'Certificates as Open Badges 3.0 credentials: status lists, achievements and the verification of a credential.',
  'admin-export': 'Exports of the programme office’s data as spreadsheets.',
  'admin-insights': 'The programme overview: figures per period, as JSON and as a spreadsheet.',
  'admin-mail': 'The mails the mail server has not taken yet, and sending one again.',
  stats: 'Page views counted with consent, and the office’s view of them.',
  config: 'What the web app needs to know before sign-in.',
  system: 'Probes and metrics for operations.',
} as const;

export type ApiTag = keyof typeof apiTags;
