// A structural check of the machine-checkable core of PDF/UA-1 (ISO 14289-1, Matterhorn protocol) for our own PDFs
// (docs/accessibility.md). Not veraPDF: it checks the document's skeleton (catalog, metadata, marked content, fonts, tab
// order, structure types), not the semantics (heading order, table headers, alternative texts that make sense,
// reading order). The tests call checkPdfUa on each kind of document the platform writes; from the shell:
//
//   node apps/api/test/helpers/check-pdfua.mjs file.pdf [more.pdf …] [--json]
//
// Needs pdf-lib, the repository's own (apps/api parses uploaded reports with it).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const { PDFDocument, PDFName, PDFDict, PDFArray, PDFStream, PDFNumber, PDFBool, decodePDFRawStream } =
  await import('pdf-lib');
const N = (name) => PDFName.of(name);

// ---- Content streams: a small tokenizer and the marked-content nesting ----

const DELIMITERS = new Set([...'()<>[]{}/%']);
const isSpace = (c) => c === ' ' || c === '\n' || c === '\r' || c === '\t' || c === '\f' || c === '\0';

/** Operators with their operands, from a decoded content stream (latin1 string). Skips inline image data. */
function* operations(s) {
  const stack = [[]]; // operand lists; arrays and dictionaries nest
  let i = 0;
  const push = (value) => stack.at(-1).push(value);
  while (i < s.length) {
    const c = s[i];
    if (isSpace(c)) {
      i += 1;
      continue;
    }
    if (c === '%') {
      while (i < s.length && s[i] !== '\n' && s[i] !== '\r') i += 1;
      continue;
    }
    if (c === '(') {
      // literal string, nested parentheses and escapes
      let depth = 0;
      let j = i;
      for (; j < s.length; j += 1) {
        if (s[j] === '\\') {
          j += 1;
          continue;
        }
        if (s[j] === '(') depth += 1;
        if (s[j] === ')' && --depth === 0) break;
      }
      push({ string: s.slice(i + 1, j) });
      i = j + 1;
      continue;
    }
    if (c === '<' && s[i + 1] === '<') {
      stack.push([]);
      i += 2;
      continue;
    }
    if (c === '>' && s[i + 1] === '>') {
      const items = stack.pop();
      const dict = {};
      for (let k = 0; k + 1 < items.length; k += 2) dict[items[k].name] = items[k + 1];
      push({ dict });
      i += 2;
      continue;
    }
    if (c === '<') {
      const j = s.indexOf('>', i);
      push({ hex: s.slice(i + 1, j) });
      i = j + 1;
      continue;
    }
    if (c === '[') {
      stack.push([]);
      i += 1;
      continue;
    }
    if (c === ']') {
      const items = stack.pop();
      push({ array: items });
      i += 1;
      continue;
    }
    let j = i + 1;
    while (j < s.length && !isSpace(s[j]) && !DELIMITERS.has(s[j])) j += 1;
    const word = s.slice(i, j);
    i = j;
    if (c === '/') push({ name: word.slice(1) });
    else if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word)) push(Number(word));
    else if (word === 'true' || word === 'false' || word === 'null') push(word);
    else {
      yield { op: word, operands: stack[0] };
      stack[0] = [];
      if (word === 'BI') {
        // inline image: its data runs from ID to EI
        const end = s.slice(i).search(/\sEI(\s|$)/);
        i = end < 0 ? s.length : i + end + 1; // at EI, read next as an operator
      }
    }
  }
}

function decodeStream(stream) {
  return Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'); // Flate, LZW, ASCIIHex/85, RunLength
}

function pageContent(page) {
  const contents = page.node.Contents();
  if (!contents) return '';
  const streams =
    contents instanceof PDFArray ? contents.asArray().map((ref) => page.doc.context.lookup(ref)) : [contents];
  return streams.map(decodeStream).join('\n');
}

const TEXT_SHOWING = new Set(['Tj', 'TJ', "'", '"']);
/** Path painting, shading and XObjects (images): content too, to be tagged or marked as artifact. */
const PAINTING = new Set(['S', 's', 'f', 'F', 'f*', 'B', 'B*', 'b', 'b*', 'sh', 'Do', 'EI']);

/** Text-showing operators on the page outside both tagged content (MCID) and artifacts; the MCIDs used. */
function markedContent(page) {
  const properties = page.node.Resources()?.lookupMaybe(N('Properties'), PDFDict);
  const open = []; // per BMC/BDC: { tagged, artifact }
  let textOps = 0;
  let unmarked = 0;
  let unbalanced = 0;
  let nested = 0;
  let paintOps = 0;
  let unmarkedPaint = 0;
  const mcids = [];
  for (const { op, operands } of operations(pageContent(page))) {
    if (op === 'BMC' || op === 'BDC') {
      const tag = operands[0]?.name;
      let props = operands[1]?.dict;
      if (!props && operands[1]?.name && properties) {
        // named property list in the page resources
        const dict = properties.lookupMaybe(N(operands[1].name), PDFDict);
        const mcid = dict?.lookupMaybe(N('MCID'), PDFNumber);
        props = mcid ? { MCID: mcid.asNumber() } : {};
      }
      const mcid = op === 'BDC' && typeof props?.MCID === 'number' ? props.MCID : undefined;
      if (mcid !== undefined) mcids.push(mcid);
      const artifact = tag === 'Artifact';
      if (
        open.some((entry) => (artifact ? entry.tagged : entry.artifact) && (artifact || mcid !== undefined))
      )
        nested += 1;
      open.push({ tagged: mcid !== undefined, artifact });
    } else if (op === 'EMC') {
      if (!open.pop()) unbalanced += 1;
    } else if (TEXT_SHOWING.has(op)) {
      textOps += 1;
      if (!open.some((entry) => entry.tagged || entry.artifact)) unmarked += 1;
    } else if (PAINTING.has(op)) {
      paintOps += 1;
      if (!open.some((entry) => entry.tagged || entry.artifact)) unmarkedPaint += 1;
    }
  }
  return { textOps, unmarked, unbalanced: unbalanced + open.length, nested, paintOps, unmarkedPaint, mcids };
}

// ---- Document-level objects ----

/** Entry `key` of a number tree (ParentTree), following /Kids. */
function numberTreeGet(node, key) {
  const nums = node.lookupMaybe(N('Nums'), PDFArray);
  if (nums)
    for (let k = 0; k + 1 < nums.size(); k += 2)
      if (nums.lookup(k, PDFNumber).asNumber() === key) return nums.lookup(k + 1);
  const kids = node.lookupMaybe(N('Kids'), PDFArray);
  for (let k = 0; kids && k < kids.size(); k += 1) {
    const found = numberTreeGet(kids.lookup(k, PDFDict), key);
    if (found) return found;
  }
  return undefined;
}

/** Structure element types in the tree (with counts), and Figures without /Alt. */
function structureTypes(root) {
  const counts = {};
  let figuresWithoutAlt = 0;
  const seen = new Set();
  const visit = (object) => {
    if (object instanceof PDFArray) return object.asArray().forEach((_, k) => visit(object.lookup(k)));
    if (!(object instanceof PDFDict) || seen.has(object)) return;
    seen.add(object);
    const type = object.lookupMaybe(N('S'), PDFName)?.decodeText();
    if (type) {
      counts[type] = (counts[type] ?? 0) + 1;
      if (type === 'Figure' && !object.has(N('Alt')) && !object.has(N('ActualText'))) figuresWithoutAlt += 1;
    }
    if (object.has(N('K'))) visit(object.lookup(N('K')));
  };
  visit(root.lookup(N('K')));
  return { counts, figuresWithoutAlt };
}

/** Each font of the pages: embedded (unless Type3) and with a ToUnicode map. */
function fontProblems(doc) {
  const problems = new Set();
  const checked = new Set();
  for (const page of doc.getPages()) {
    const fonts = page.node.Resources()?.lookupMaybe(N('Font'), PDFDict);
    for (const [, ref] of fonts?.entries() ?? []) {
      if (checked.has(ref)) continue;
      checked.add(ref);
      const font = doc.context.lookup(ref, PDFDict);
      const name = font.lookupMaybe(N('BaseFont'), PDFName)?.decodeText() ?? String(ref);
      const subtype = font.lookupMaybe(N('Subtype'), PDFName)?.decodeText();
      if (!font.has(N('ToUnicode'))) problems.add(`${name}: no ToUnicode`);
      if (subtype === 'Type3') continue;
      const descendant =
        subtype === 'Type0' ? font.lookupMaybe(N('DescendantFonts'), PDFArray).lookup(0, PDFDict) : font;
      const descriptor = descendant.lookupMaybe(N('FontDescriptor'), PDFDict);
      if (!['FontFile', 'FontFile2', 'FontFile3'].some((key) => descriptor?.has(N(key))))
        problems.add(`${name}: not embedded`);
    }
  }
  return [...problems];
}

/** The checks of one PDF, each with its Matterhorn id, whether it passed and what was found. */
export async function checkPdfUa(bytes) {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const { catalog } = doc;
  const results = [];
  const add = (id, label, pass, detail = '') => results.push({ id, label, pass, detail });

  const marked = catalog.lookupMaybe(N('MarkInfo'), PDFDict)?.lookup(N('Marked'));
  add('7.1', 'MarkInfo /Marked true', marked instanceof PDFBool && marked.asBoolean());

  const root = catalog.lookupMaybe(N('StructTreeRoot'), PDFDict);
  const parentTree = root?.lookupMaybe(N('ParentTree'), PDFDict);
  add('7.1', 'StructTreeRoot with ParentTree', Boolean(root && parentTree));

  const lang = catalog.lookup(N('Lang'));
  add('11-001/11-006', 'catalog /Lang', Boolean(lang), lang ? (lang.decodeText?.() ?? String(lang)) : '');

  const display = catalog.lookupMaybe(N('ViewerPreferences'), PDFDict)?.lookup(N('DisplayDocTitle'));
  add(
    '07-001/07-002',
    'ViewerPreferences /DisplayDocTitle true',
    display instanceof PDFBool && display.asBoolean(),
  );

  const metadata = catalog.lookup(N('Metadata'));
  const xmp =
    metadata instanceof PDFStream ? Buffer.from(decodeStream(metadata), 'latin1').toString('utf8') : '';
  const title = /<dc:title>[\s\S]*?<rdf:li[^>]*>([^<]+)</.exec(xmp)?.[1];
  const part = /pdfuaid:part(?:>|=["'])\s*(\d)/.exec(xmp)?.[1];
  add(
    '06-001/06-003',
    'XMP with dc:title',
    Boolean(title),
    title ?? (metadata ? 'no dc:title' : 'no XMP stream'),
  );
  add('06-002', 'XMP pdfuaid:part', Boolean(part), part ? `part ${part}` : '');

  let textOps = 0;
  let unmarked = 0;
  let unbalanced = 0;
  let nested = 0;
  let paintOps = 0;
  let unmarkedPaint = 0;
  const pagesUnmarked = [];
  const treeGaps = [];
  const tabs = [];
  doc.getPages().forEach((page, index) => {
    const content = markedContent(page);
    textOps += content.textOps;
    unmarked += content.unmarked;
    unbalanced += content.unbalanced;
    nested += content.nested;
    paintOps += content.paintOps;
    unmarkedPaint += content.unmarkedPaint;
    if (content.unmarked) pagesUnmarked.push(index + 1);
    if (content.mcids.length) {
      // every MCID reachable from the page's ParentTree entry
      const key = page.node.lookupMaybe(N('StructParents'), PDFNumber)?.asNumber();
      const entry = key === undefined || !parentTree ? undefined : numberTreeGet(parentTree, key);
      const max = Math.max(...content.mcids);
      if (!(entry instanceof PDFArray) || entry.size() <= max) treeGaps.push(index + 1);
    }
    const annots = page.node.lookupMaybe(N('Annots'), PDFArray);
    if (annots?.size() && page.node.lookupMaybe(N('Tabs'), PDFName)?.decodeText() !== 'S')
      tabs.push(index + 1);
  });
  const pageList = (pages) =>
    pages.length > 8 ? `${pages.slice(0, 8).join(',')},… (${pages.length} pages)` : pages.join(',');
  add(
    '01-005',
    'text operators inside MCID content or Artifact',
    textOps > 0 && unmarked === 0 && unbalanced === 0,
    `${unmarked}/${textOps} unmarked${unbalanced ? `, ${unbalanced} unbalanced BMC/EMC` : ''}${pagesUnmarked.length ? ` on pages ${pageList(pagesUnmarked)}` : ''}`,
  );
  add(
    '01-005',
    'paths and images inside MCID content or Artifact',
    unmarkedPaint === 0,
    `${unmarkedPaint}/${paintOps} unmarked`,
  );
  add(
    '01-003/01-004',
    'no Artifact inside tagged content or vice versa',
    nested === 0,
    nested ? `${nested} nested` : '',
  );
  add(
    '7.1',
    'pages with MCIDs have a ParentTree entry',
    treeGaps.length === 0,
    treeGaps.length ? `missing on pages ${pageList(treeGaps)}` : '',
  );

  const fonts = fontProblems(doc);
  add('31/10-001', 'fonts embedded, with ToUnicode', fonts.length === 0, fonts.join('; '));
  add(
    '7.18.3',
    'pages with annotations have /Tabs /S',
    tabs.length === 0,
    tabs.length ? `pages ${pageList(tabs)}` : '',
  );

  const structure = root ? structureTypes(root) : { counts: {}, figuresWithoutAlt: 0 };
  add(
    '13-004',
    'Figures have /Alt',
    structure.figuresWithoutAlt === 0,
    structure.figuresWithoutAlt ? `${structure.figuresWithoutAlt} without` : '',
  );
  return { pages: doc.getPageCount(), results, structureTypes: structure.counts };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const json = args.includes('--json');
  const reports = [];
  for (const file of args.filter((arg) => arg !== '--json'))
    reports.push({ file, ...(await checkPdfUa(await readFile(file))) });
  if (json) console.log(JSON.stringify(reports, null, 2));
  else
    for (const report of reports) {
      const failed = report.results.filter((result) => !result.pass).length;
      console.log(
        `\n${path.basename(report.file)} (${report.pages} pages): ${failed ? `FAIL (${failed} of ${report.results.length})` : 'PASS'}`,
      );
      for (const { id, label, pass, detail } of report.results)
        console.log(`  ${pass ? 'pass' : 'FAIL'}  ${label}${detail ? ` — ${detail}` : ''}  [${id}]`);
      const types = Object.entries(report.structureTypes)
        .map(([type, count]) => `${type}×${count}`)
        .join(' ');
      console.log(`  structure types: ${types || '(none)'}`);
    }
  process.exitCode = reports.some((report) => report.results.some((result) => !result.pass)) ? 1 : 0;
}
