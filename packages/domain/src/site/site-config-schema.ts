import { z } from 'zod';
import { isPlaceholder, type SiteConfig } from './site-config';

/** A value that may still be an example placeholder ("[…]"); otherwise it must satisfy `real`. */
const orPlaceholder = (real: z.ZodType<string>) =>
  z.string().refine((value) => isPlaceholder(value) || real.safeParse(value).success, {
    error: 'hat nicht das erwartete Format',
  });

const text = z.string().trim().min(1).max(500);
const email = orPlaceholder(z.email());
const phone = orPlaceholder(z.string().regex(/^\+?[\d\s/()-]{5,30}$/));
const date = z.string().regex(/^\d{2}\.\d{2}\.\d{4}$/, { error: 'erwartet ein Datum TT.MM.JJJJ' });
const webAddress = orPlaceholder(z.url({ protocol: /^https?$/ }));

/**
 * The site configuration file (DATA_DIR/site-config.json or the file SITE_CONFIG names): every field required,
 * nothing unknown, so that a misspelt key is an error at start and not a gap on a public page.
 */
export const siteConfigSchema: z.ZodType<SiteConfig> = z.strictObject({
  operator: z.strictObject({
    name: text,
    programme: text,
    street: text,
    postalCode: text,
    city: text,
    email,
    phone,
  }),
  responsiblePerson: text,
  supervisoryAuthority: text,
  accessibilityContact: z.strictObject({ email, phone }),
  accessibilityStatementDate: date,
  dataProtectionOfficer: z.strictObject({ name: text, email }),
  dataProtectionAuthority: text,
  privacyNoticeDate: date,
  participation: z.strictObject({ events: webAddress, elearning: webAddress, marketplace: webAddress }),
});
