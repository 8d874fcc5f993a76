import type { Contract, ResponseOf } from '@cert/domain/api/contract';
import { api, type CallArguments } from './api-client';

type KeyInput = { params?: Record<string, unknown>; query?: Record<string, unknown> };

/**
 * The cache key of a contract's call (docs/architecture.md, "Where to add a feature"): its path's segments with the
 * parameters filled in, then its query. Without the parameters, the segments before the first one: the prefix of
 * every such call, to refresh them all (`/organization/:id` → `['organization']`). Calls of one resource share their
 * leading segments, so one prefix names them together, and two screens reading one endpoint share one entry.
 */
export function callKey(endpoint: Contract, input?: KeyInput): readonly unknown[] {
  const key: unknown[] = [];
  for (const segment of endpoint.path.split('/')) {
    if (segment === '') continue;
    if (!segment.startsWith(':')) {
      key.push(segment);
      continue;
    }
    const value = input?.params?.[segment.slice(1)];
    if (value === undefined) return key;
    key.push(String(value));
  }
  if (input?.query) key.push(input.query);
  return key;
}

/** A query of one call: its key from the contract and the call itself (TanStack Query's `queryKey` and `queryFn`). */
export function callQuery<C extends Contract>(endpoint: C, ...input: CallArguments<C>) {
  return {
    queryKey: callKey(endpoint, input[0] as KeyInput | undefined),
    queryFn: (): Promise<ResponseOf<C>> => api.call(endpoint, ...input),
  };
}

/** The first segment of a contract's path: the prefix of every call of its resource (`/journey/…` → `['journey']`). */
export const resourceKey = (endpoint: Contract): readonly unknown[] => callKey(endpoint).slice(0, 1);
