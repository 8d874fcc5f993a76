import { formatDate, type CertificateVerification } from '@cert/domain';
import { sealSvg } from '../certificate-files';

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Under the seal: its state, in the colours of the certificate check (docs/product.md, "Register"). */
const stateOf = (certificate: CertificateVerification) =>
  certificate.status === 'valid'
    ? { text: `Gültig bis ${formatDate(certificate.validUntil)}`, fill: '#1B5E20' }
    : certificate.status === 'expired'
      ? { text: `Abgelaufen am ${formatDate(certificate.validUntil)}`, fill: '#6D4C00' }
      : { text: 'Widerrufen', fill: '#B71C1C' };

/**
 * The badge an organisation shows on its website: the seal of its level and year, greyed out unless the certificate
 * is valid, with its current state under it, as one SVG. The state is read when the image is fetched, so a badge
 * copied long ago says "Abgelaufen" or "Widerrufen" as soon as it is.
 */
export async function certificateBadgeSvg(certificate: CertificateVerification): Promise<string> {
  const seal = await sealSvg(certificate.level, certificate.awardedOn.slice(0, 4));
  const state = stateOf(certificate);
  // The seal's own document (1200 × 1200) nests as it is, at the top of the badge.
  const title = `Zertifikat ${certificate.levelLabel}: ${certificate.organizationName}. ${state.text}.`;
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="240" height="290" viewBox="0 0 1200 1450" role="img" aria-label="${escapeXml(title)}">
<title>${escapeXml(title)}</title>
<g${certificate.status === 'valid' ? '' : ' opacity="0.45"'}>${seal.trim()}</g>
<rect x="60" y="1250" width="1080" height="160" rx="30" fill="${state.fill}"/>
<text x="600" y="1355" font-family="'Noto Sans', Arial, sans-serif" font-size="80" font-weight="700" fill="#FFFFFF" text-anchor="middle">${escapeXml(state.text)}</text>
</svg>
`;
}
