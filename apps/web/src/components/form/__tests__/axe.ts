import axe from 'axe-core';

/** axe-core over the page; jsdom has no layout, so contrast is left out (the e2e tests check it). */
export async function axeViolations() {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((n) => n.html).join(' | ')}`,
  );
}
