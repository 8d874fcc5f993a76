import axe from 'axe-core';

/**
 * axe-core over the page; jsdom has no layout, so contrast is left out (the e2e tests check it). Only violations are
 * collected in full (resultTypes): the passes' node lists are what nobody reads.
 */
export async function axeViolations() {
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false } },
    resultTypes: ['violations'],
  });
  return result.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((n) => n.html).join(' | ')}`,
  );
}
