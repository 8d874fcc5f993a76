import extractChunks from 'png-chunks-extract';
import encodeChunks from 'png-chunks-encode';

/**
 * Open Badges baking (docs/decisions/055-open-badges.md): the credential inside the seal image, so that the image
 * alone can be verified. PNG: an iTXt chunk with the keyword "openbadgecredential", uncompressed, before IEND.
 * SVG: an <openbadges:credential> element in the Open Badges namespace, the JSON in a CDATA section.
 */
const KEYWORD = 'openbadgecredential';
const SVG_NAMESPACE = 'https://purl.imsglobal.org/ob/v3p0';

function iTxtChunk(text: string): Uint8Array {
  // keyword, NUL, compression flag 0, method 0, empty language tag, NUL, empty translated keyword, NUL, text
  return Buffer.concat([
    Buffer.from(KEYWORD, 'latin1'),
    Buffer.from([0, 0, 0, 0, 0]),
    Buffer.from(text, 'utf8'),
  ]);
}

export function bakePng(png: Uint8Array, credential: string): Buffer {
  const chunks = extractChunks(png).filter((chunk) => !(chunk.name === 'iTXt' && readITxt(chunk.data)));
  const end = chunks.findIndex((chunk) => chunk.name === 'IEND');
  chunks.splice(end, 0, { name: 'iTXt', data: iTxtChunk(credential) });
  return Buffer.from(encodeChunks(chunks));
}

/** The text of an uncompressed openbadgecredential iTXt chunk, else undefined. */
function readITxt(data: Uint8Array): string | undefined {
  const bytes = Buffer.from(data);
  const keywordEnd = bytes.indexOf(0);
  if (keywordEnd < 0 || bytes.toString('latin1', 0, keywordEnd) !== KEYWORD) return undefined;
  if (bytes[keywordEnd + 1] !== 0) return undefined; // compressed: not what the specification writes
  const languageEnd = bytes.indexOf(0, keywordEnd + 3);
  const translatedEnd = languageEnd < 0 ? -1 : bytes.indexOf(0, languageEnd + 1);
  if (translatedEnd < 0) return undefined;
  return bytes.toString('utf8', translatedEnd + 1);
}

/** The credential baked into a PNG, or undefined (not a PNG, or none baked in). */
export function unbakePng(png: Uint8Array): string | undefined {
  let chunks: Array<{ name: string; data: Uint8Array }>;
  try {
    chunks = extractChunks(png);
  } catch {
    return undefined;
  }
  for (const chunk of chunks) {
    if (chunk.name !== 'iTXt') continue;
    const text = readITxt(chunk.data);
    if (text !== undefined) return text;
  }
  return undefined;
}

export function bakeSvg(svg: string, credential: string): string {
  // A CDATA section cannot hold "]]>"; JSON only has it inside a string, where "]]\u003e" means the same.
  const safe = credential.replaceAll(']]>', ']]\\u003e');
  return svg.replace(
    /<svg\b([^>]*)>/,
    (_tag, attributes: string) =>
      `<svg${attributes} xmlns:openbadges="${SVG_NAMESPACE}"><openbadges:credential><![CDATA[${safe}]]></openbadges:credential>`,
  );
}

/**
 * The credential baked into an SVG, or undefined. Found with indexOf, not a regular expression: the check is public
 * and takes megabytes, and a pattern with a lazy body backtracks over every repeated opening tag.
 */
export function unbakeSvg(svg: string): string | undefined {
  const open = svg.indexOf('<openbadges:credential');
  if (open < 0) return undefined;
  const start = svg.indexOf('<![CDATA[', open);
  if (start < 0) return undefined;
  const end = svg.indexOf(']]>', start);
  if (end < 0) return undefined;
  return svg.slice(start + '<![CDATA['.length, end);
}
