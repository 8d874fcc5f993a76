import { z } from 'zod';

/** The version a draft has; it grows with every save. */
export const versionSchema = z.number().int().min(1);

/**
 * A draft's version as an HTTP entity tag (RFC 9110 §8.8.3): the ETag of its reads and saves, named back in
 * If-Match by a write that must not overwrite a newer save (docs/questionnaire-rules.md §7).
 */
export const etagOf = (version: number) => `"${version}"`;

/**
 * The versions an If-Match header accepts: 'any' for "*", else those its strong tags name (none for tags that name
 * no version of ours: nothing matches them); undefined without the header.
 */
export function ifMatchVersions(header: string | undefined): number[] | 'any' | undefined {
  if (header === undefined) return undefined;
  const tags = header.split(',').map((tag) => tag.trim());
  if (tags.includes('*')) return 'any';
  return tags.flatMap((tag) => {
    const version = /^"([1-9]\d{0,9})"$/.exec(tag)?.[1];
    return version === undefined ? [] : [Number(version)];
  });
}
