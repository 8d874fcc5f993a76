// Signed-in users with an approved organisation and an office draft each, as the load scenario and B10 set them up.
import { apiBase } from './draft.mjs';
import { signIn } from './session.mjs';

/** Sign-ins and set-up calls running at once. */
export const SETUP_BATCH = 10;

/** A client address of the user's own in 198.18.0.0/15 (benchmarking range). */
export const addressOf = (index) => `198.18.${Math.floor(index / 250)}.${(index % 250) + 1}`;

/** The administrator's address, outside the users' ones. */
export const ADMIN_ADDRESS = '198.19.0.1';

/** `work` for every item, SETUP_BATCH at a time; resolves with the results in order. */
export async function inBatches(items, work) {
  const results = [];
  for (let at = 0; at < items.length; at += SETUP_BATCH)
    results.push(...(await Promise.all(items.slice(at, at + SETUP_BATCH).map(work))));
  return results;
}

/**
 * User `index` (`nutzer-<index>@<domain>`), signed in from its own X-Forwarded-For address (a server with
 * TRUST_PROXY=loopback believes it, so the per-address sign-in limit holds per user), with a public procurer of its
 * own that `admin` approves (which creates its journey) and a draft of the office questionnaire for it.
 */
export async function userWithDraft({ base, dataDir, admin, index, domain, label }) {
  const headers = { 'x-forwarded-for': addressOf(index) };
  const session = await signIn(base, dataDir, `nutzer-${index}@${domain}`, headers);
  const organization = await session.call('POST', '/api/organization', {
    organization: {
      type: 'PublicProcurer',
      name: `Beschaffungsamt ${label} ${index}`,
      address: { street: 'Lastweg 1', postalCode: '10115', city: 'Berlin' },
      website: null,
      agencyLevel: 'Municipality',
    },
    newMembers: [],
  });
  await admin.call('PUT', `/api/organization/${organization._id}/approve`, {});
  const draft = await session.call('POST', `${apiBase}/draft`, { meta: { organization: organization._id } });
  return {
    index,
    session,
    headers,
    organizationId: organization._id,
    draftId: draft._id,
    version: draft.version,
  };
}
