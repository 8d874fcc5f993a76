import { createContext, useContext, type ReactNode } from 'react';
import { exampleSiteConfig, SITE_CONFIG_ELEMENT_ID, type SiteConfig } from '@cert/domain/site/site-config';

const SiteConfigContext = createContext<SiteConfig>(exampleSiteConfig);

/**
 * The operator's details and the programme's links as the server was configured (docs/operations.md, "Site
 * configuration"): the same on the server's prerender and in the browser, so the pages hydrate without a mismatch.
 */
export function SiteConfigProvider({ value, children }: { value: SiteConfig; children: ReactNode }) {
  return <SiteConfigContext.Provider value={value}>{children}</SiteConfigContext.Provider>;
}

export const useSiteConfig = (): SiteConfig => useContext(SiteConfigContext);

/**
 * The configuration the server wrote into the page (a JSON data block); the example where there is none, as under
 * the development server, which serves index.html itself.
 */
export function readSiteConfig(document: Document): SiteConfig {
  const text = document.getElementById(SITE_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return exampleSiteConfig;
  try {
    return JSON.parse(text) as SiteConfig;
  } catch {
    return exampleSiteConfig;
  }
}
