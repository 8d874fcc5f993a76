import { useSyncExternalStore } from 'react';
import {
  CONSENT_STORAGE_KEY,
  decideConsent,
  NO_CONSENT,
  parseConsent,
  serializeConsent,
  type ConsentDecision,
  type ConsentRecord,
} from './consent';

type ConsentSnapshot = { record: ConsentRecord; dialogOpen: boolean };

let snapshot: ConsentSnapshot = { record: readStored(), dialogOpen: false };
const listeners = new Set<() => void>();
// What the prerendered pages show (the banner), also in the hydrating render; a stored choice applies right after.
const prerenderedSnapshot: ConsentSnapshot = { record: NO_CONSENT, dialogOpen: false };

function update(next: Partial<ConsentSnapshot>) {
  snapshot = { ...snapshot, ...next };
  for (const listener of listeners) listener();
}

// A choice made in another tab of the site closes this tab's banner too (the storage event fires only there).
function onStorage(event: StorageEvent) {
  if (event.key === CONSENT_STORAGE_KEY || event.key === null) update({ record: readStored() });
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    globalThis.addEventListener?.('storage', onStorage);
    // Nobody listened to the storage events since the last one left: read the choice anew.
    snapshot = { ...snapshot, record: readStored() };
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** The consent record and whether the manage dialog is open, shared by banner, dialog, footer and tracker. */
export function useConsent(): ConsentSnapshot {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => prerenderedSnapshot,
  );
}

export const openConsentDialog = () => update({ dialogOpen: true });
export const closeConsentDialog = () => update({ dialogOpen: false });

/** Records the decision with its time, closes banner and dialog, and returns the new record. */
export function recordConsent(decision: ConsentDecision): ConsentRecord {
  const record = decideConsent(decision, new Date());
  try {
    globalThis.localStorage?.setItem(CONSENT_STORAGE_KEY, serializeConsent(record));
  } catch {
    // Storage unavailable: the choice holds for this page load only.
  }
  update({ record, dialogOpen: false });
  return record;
}

function readStored(): ConsentRecord {
  try {
    return parseConsent(globalThis.localStorage?.getItem(CONSENT_STORAGE_KEY));
  } catch {
    return parseConsent(null);
  }
}
