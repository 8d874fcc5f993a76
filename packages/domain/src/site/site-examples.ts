/**
 * What a production start refuses to publish from a site configuration (docs/security.md 42 and 50): placeholders,
 * every value of the documented example (docs/examples/site-config.json) and of the example a fresh start shows,
 * and values that are examples by their look. Server only: the documented example stays out of the web app's bundle.
 */
import documentedExample from '../../../../docs/examples/site-config.json';
import { exampleSiteConfig, isPlaceholder, siteValues, type SiteConfig } from './site-config';

/** Domains reserved for examples (RFC 2606, RFC 6761) and the German example domain. */
const EXAMPLE_HOST = /(^|\.)(example|test|invalid|localhost)$|(^|\.)example\.(com|net|org|de)$/i;
/**
 * The names German forms use for a person or place that does not exist: "Muster" on its own (Erika Muster) and
 * the words it begins (Mustermann, Musterstraße, Musterstr., Musterstadt).
 */
const EXAMPLE_NAME =
  /(?<![\p{L}\p{N}])Muster(mann|frau|straße|strasse|str|weg|allee|platz|stadt|dorf|hausen|land)?(?![\p{L}\p{N}])/iu;

/**
 * A value taken over from an example without a bracket: a Mustermann, a Musterstraße, an address at an example
 * domain (docs/security.md 42).
 * @internal
 */
export function isExampleValue(value: string): boolean {
  if (EXAMPLE_NAME.test(value)) return true;
  const hosts = [...value.matchAll(/@([a-z0-9.-]+)|:\/\/([a-z0-9.-]+)/gi)].map(
    (match) => match[1] ?? match[2] ?? '',
  );
  return hosts.some((host) => EXAMPLE_HOST.test(host.replace(/\.$/, '')));
}

/** A value as it is compared with the examples': case, spaces and punctuation aside ("+4930 1234560" is one). */
const comparable = (value: string) =>
  value
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * Every value of the examples, each leaf of the documented file (names, streets, telephone numbers, dates, …) and
 * of the fresh start's example (its dates), read from the examples themselves: one source (docs/security.md 50).
 */
const EXAMPLE_VALUES = new Set(
  [exampleSiteConfig, documentedExample as SiteConfig]
    .flatMap((example) => siteValues(example))
    .map(({ value }) => comparable(value))
    .filter(Boolean),
);

/**
 * Whether the value is one of the examples' values (case, spaces and punctuation aside).
 * @internal
 */
export const isDocumentedExampleValue = (value: string): boolean => EXAMPLE_VALUES.has(comparable(value));

/**
 * What a production start refuses to publish, by dotted name and value in the configuration's order: placeholders,
 * any value of the examples, and values that look like examples (docs/security.md 42 and 50).
 */
export const siteExampleValues = (config: SiteConfig): Array<{ name: string; value: string }> =>
  siteValues(config).filter(
    ({ value }) => isPlaceholder(value) || isDocumentedExampleValue(value) || isExampleValue(value),
  );
