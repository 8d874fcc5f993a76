import path from 'node:path';
import type { Font } from 'fontkit';
import { PNG } from 'pngjs';
import type { CertificateLevel } from '@cert/domain';
import { boldFace } from '../../lib/pdf/flowing-pdf';
import { pdfFontsDir } from '../../lib/paths';
import { levelWording, PROGRAMME } from './wording';

/**
 * The round seal of a level (docs/decisions/015-certificates.md): a toothed metal rim, a ring with the programme's
 * name and the award year, and a light face with the level's stars, level and branch. One SVG, built as a string;
 * the PNG is rendered from it with resvg and the Noto Sans files the PDFs embed. It names no organisation, so a
 * PNG is the same for every organisation with that level and year, and is kept once rendered.
 */

const SIZE = 1200;
const CENTER = SIZE / 2;
const FONT_FAMILY = "'Noto Sans', 'Helvetica Neue', Arial, sans-serif";

type Palette = {
  /** Metal of rim and ring, light to dark. */
  light: string;
  mid: string;
  dark: string;
  /** The face in the middle and its text. */
  face: string;
  ink: string;
};

/** Bronze, silver and gold in metal tones; the provider levels in three distinct deep tones. */
export const palettes: Record<CertificateLevel, Palette> = {
  'bronze-office': { light: '#F3C79A', mid: '#B46E32', dark: '#6B3A14', face: '#FBF3EA', ink: '#5A2F0E' },
  'bronze-project': { light: '#F3C79A', mid: '#B46E32', dark: '#6B3A14', face: '#FBF3EA', ink: '#5A2F0E' },
  'silver-office': { light: '#F5F7F9', mid: '#9AA3AD', dark: '#4E5863', face: '#F6F8FA', ink: '#333D48' },
  'silver-project': { light: '#F5F7F9', mid: '#9AA3AD', dark: '#4E5863', face: '#F6F8FA', ink: '#333D48' },
  gold: { light: '#FFE9A8', mid: '#CFA33A', dark: '#7A5A0C', face: '#FDF8E8', ink: '#5C4300' },
  professional: { light: '#7CC4C1', mid: '#1F7A78', dark: '#0B4346', face: '#EFF7F6', ink: '#0B4346' },
  practitioner: { light: '#8FA8E0', mid: '#2E4E9A', dark: '#15275A', face: '#F0F3FA', ink: '#15275A' },
  expert: { light: '#C98BAE', mid: '#7A2857', dark: '#44102E', face: '#F8EFF4', ink: '#44102E' },
};

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const upper = (text: string) => text.toLocaleUpperCase('de-DE');
const round = (value: number) => Math.round(value * 100) / 100;

/** The largest size up to `max` at which `text` (with `spacing` between letters, in em) is at most `width` wide. */
function fittedSize(face: Font, text: string, width: number, max: number, spacing = 0) {
  const ems = face.layout(text).advanceWidth / face.unitsPerEm + spacing * (text.length - 1);
  return round(Math.min(max, width / ems));
}

/** A star with five points around (x, y). */
function star(x: number, y: number, outer: number): string {
  const points = Array.from({ length: 10 }, (_, index) => {
    const radius = index % 2 === 0 ? outer : outer * 0.42;
    const angle = -Math.PI / 2 + (index * Math.PI) / 5;
    return `${round(x + radius * Math.cos(angle))},${round(y + radius * Math.sin(angle))}`;
  });
  return `<polygon points="${points.join(' ')}"/>`;
}

/** The rim: a circle with `teeth` rounded notches, like a medal's edge. */
function rim(outer: number, inner: number, teeth: number): string {
  const points = Array.from({ length: teeth * 2 }, (_, index) => {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = (index * Math.PI) / teeth;
    return `${round(CENTER + radius * Math.cos(angle))},${round(CENTER + radius * Math.sin(angle))}`;
  });
  return `<polygon points="${points.join(' ')}" fill="url(#metal)" stroke="url(#metal-edge)" stroke-width="3" stroke-linejoin="round"/>`;
}

/**
 * A circle path for text: `clockwise` starts at the bottom and reads along the top, otherwise it starts at the
 * top and reads along the bottom; text centred at 50 % sits at the top or bottom middle.
 */
function circlePath(id: string, radius: number, clockwise: boolean): string {
  const [from, to] = clockwise ? [CENTER + radius, CENTER - radius] : [CENTER - radius, CENTER + radius];
  const sweep = clockwise ? 1 : 0;
  return (
    `<path id="${id}" fill="none" d="M ${CENTER} ${from} A ${radius} ${radius} 0 1 ${sweep} ${CENTER} ${to} ` +
    `A ${radius} ${radius} 0 1 ${sweep} ${CENTER} ${from}"/>`
  );
}

/**
 * The seal of a level awarded in `year` as an SVG document (1200 × 1200 user units); the arcs are linked with
 * `href` and SVG 1.1's `xlink:href`, so that print and drawing programs place the ring's text too.
 */
export async function sealSvg(level: CertificateLevel, year: string): Promise<string> {
  const face = boldFace();
  const wording = levelWording[level];
  const colors = palettes[level];
  const programme = upper(PROGRAMME);
  const bottom = `ZERTIFIZIERT ${year}`;
  const levelText = upper(wording.level);
  const branchText = upper(wording.branch);
  const title = `Siegel ${wording.level} – ${wording.branch}, ${PROGRAMME}, ${year}`;

  // The ring's text runs on radius 455 (top, letters outward) and 490 (bottom, letters inward).
  const programmeSize = fittedSize(face, programme, (Math.PI * 455 * 160) / 180, 50, 0.08);
  const bottomSize = fittedSize(face, bottom, (Math.PI * 490 * 80) / 180, 54, 0.16);
  const levelSize = fittedSize(face, levelText, 600, 150, 0.02);
  const branchSize = fittedSize(face, branchText, 560, 50, 0.06);
  const stars = Array.from({ length: wording.stars }, (_, index) =>
    star(CENTER + (index - (wording.stars - 1) / 2) * 96, 462, 40),
  ).join('');

  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" role="img" aria-label="${escapeXml(title)}">
<title>${escapeXml(title)}</title>
<defs>
<linearGradient id="metal" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${colors.light}"/><stop offset="0.45" stop-color="${colors.mid}"/>
<stop offset="0.6" stop-color="${colors.light}"/><stop offset="1" stop-color="${colors.dark}"/>
</linearGradient>
<linearGradient id="metal-edge" x1="1" y1="1" x2="0" y2="0">
<stop offset="0" stop-color="${colors.dark}"/><stop offset="1" stop-color="${colors.mid}"/>
</linearGradient>
<linearGradient id="band" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="${colors.mid}"/><stop offset="1" stop-color="${colors.dark}"/>
</linearGradient>
<radialGradient id="face" cx="0.5" cy="0.4" r="0.6">
<stop offset="0" stop-color="#FFFFFF"/><stop offset="1" stop-color="${colors.face}"/>
</radialGradient>
${circlePath('top-arc', 455, true)}
${circlePath('bottom-arc', 490, false)}
</defs>
${rim(592, 566, 90)}
<circle cx="${CENTER}" cy="${CENTER}" r="552" fill="url(#band)"/>
<circle cx="${CENTER}" cy="${CENTER}" r="540" fill="none" stroke="${colors.light}" stroke-width="4"/>
<circle cx="${CENTER}" cy="${CENTER}" r="408" fill="none" stroke="${colors.light}" stroke-width="4"/>
<circle cx="${CENTER}" cy="${CENTER}" r="396" fill="url(#face)" stroke="url(#metal)" stroke-width="14"/>
<circle cx="${CENTER}" cy="${CENTER}" r="370" fill="none" stroke="${colors.mid}" stroke-width="2"/>
<g font-family="${FONT_FAMILY}" font-weight="700" fill="#FFFFFF">
<text font-size="${programmeSize}" letter-spacing="${round(programmeSize * 0.08)}"><textPath href="#top-arc" xlink:href="#top-arc" startOffset="50%" text-anchor="middle">${escapeXml(programme)}</textPath></text>
<text font-size="${bottomSize}" letter-spacing="${round(bottomSize * 0.16)}"><textPath href="#bottom-arc" xlink:href="#bottom-arc" startOffset="50%" text-anchor="middle">${escapeXml(bottom)}</textPath></text>
${star(CENTER - 472, CENTER, 22)}${star(CENTER + 472, CENTER, 22)}
</g>
<g fill="${colors.mid}" stroke="${colors.dark}" stroke-width="3" stroke-linejoin="round">${stars}</g>
<g font-family="${FONT_FAMILY}" font-weight="700" fill="${colors.ink}" text-anchor="middle">
<text x="${CENTER}" y="${round(640 + levelSize * 0.18)}" font-size="${levelSize}" letter-spacing="${round(levelSize * 0.02)}">${escapeXml(levelText)}</text>
<line x1="${CENTER - 230}" y1="700" x2="${CENTER + 230}" y2="700" stroke="${colors.mid}" stroke-width="4"/>
<text x="${CENTER}" y="${round(752 + branchSize * 0.1)}" font-size="${branchSize}" letter-spacing="${round(branchSize * 0.06)}">${escapeXml(branchText)}</text>
</g>
</svg>
`;
}

const fontFiles = ['NotoSans-Regular.ttf', 'NotoSans-Bold.ttf'].map((file) => path.join(pdfFontsDir, file));

let resvg: Promise<typeof import('@resvg/resvg-js')> | undefined;

/**
 * The SVG rendered `width` pixels square, off the event loop; `background` makes it opaque. resvg is imported on
 * the first seal, not at start (B9).
 */
async function render(svg: string, width: number, background?: string) {
  resvg ??= import('@resvg/resvg-js');
  return (await resvg).renderAsync(svg, {
    fitTo: { mode: 'width', value: width },
    font: { fontFiles, loadSystemFonts: false, defaultFontFamily: 'Noto Sans' },
    background,
  });
}

/** The seal's size for download and print. */
const SEAL_PNG_SIZE = 1200;
/** The pixels of the seal in the document: about 250 dpi at its 6 cm. */
const DOCUMENT_SEAL_SIZE = 600;

/**
 * Seals depend only on level and award year: each is rendered once per process (at most a few dozen). A failed
 * render is not kept, so the next request tries again.
 */
const rendered = new Map<string, Promise<unknown>>();
function once<T>(key: string, make: () => Promise<T>): Promise<T> {
  let value = rendered.get(key) as Promise<T> | undefined;
  if (!value) {
    value = make();
    value.catch(() => rendered.delete(key));
    rendered.set(key, value);
  }
  return value;
}

/** The seal PNG of a level and award year, 1200 px square with a transparent surround. */
export function sealPng(level: CertificateLevel, year: string): Promise<Buffer> {
  return once(`png ${level} ${year}`, async () =>
    (await render(await sealSvg(level, year), SEAL_PNG_SIZE)).asPng(),
  );
}

/**
 * The seal as the certificate document embeds it: on white, as an RGB PNG without alpha, which pdfkit writes into
 * the PDF as it is (a PNG with alpha it decodes for every document to split off the transparency).
 */
export function documentSeal(level: CertificateLevel, year: string): Promise<Buffer> {
  return once(`document ${level} ${year}`, async () => {
    const image = await render(await sealSvg(level, year), DOCUMENT_SEAL_SIZE, '#FFFFFF');
    const png = new PNG({ width: image.width, height: image.height });
    png.data = Buffer.from(image.pixels);
    return PNG.sync.write(png, { colorType: 2 });
  });
}
