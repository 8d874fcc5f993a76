/* global document, requestAnimationFrame */
// Loads the app's entry script (data-entry) for a prerendered page once the page has been painted: the page
// needs no script to show, so the script's download does not compete with the first paint (ADR 010). The server
// puts this file in place of the entry's script tag (apps/api/src/plugins/html-meta.ts). In a hidden tab no
// frame is painted: it loads at once.
{
  const entry = document.currentScript.dataset.entry;
  const load = () => import(entry);
  if (document.visibilityState === 'hidden') load();
  else requestAnimationFrame(() => setTimeout(load));
}
