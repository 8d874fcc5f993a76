import type { PDFDocument, PDFPage, PDFRef } from 'pdf-lib';
import type { PdfLib } from './pdf-lib';

/** A structure element of a tagged page: a heading, a paragraph, or a figure with its text alternative. */
type Tag = { type: 'H1' | 'P' } | { type: 'Figure'; alt: string };

/**
 * A tagged PDF for a one-page document, as far as pdf-lib allows (it has no tagging of its own): every drawing of
 * content is marked with its structure element (BDC … EMC with an MCID), decoration is marked as artifact, and
 * finish() writes the structure tree in drawing order (the reading order), the parent tree and MarkInfo, so that
 * screen readers read the page in order and announce figures by their text alternative.
 */
export class PageTags {
  private readonly tags: Tag[] = [];

  constructor(
    private readonly lib: PdfLib,
    private readonly doc: PDFDocument,
    private readonly page: PDFPage,
  ) {}

  /** Marks what `draw` puts on the page as the next structure element. */
  mark(tag: Tag, draw: () => void) {
    const { PDFName, PDFOperator, PDFOperatorNames } = this.lib;
    // The property list as written text: pdf-lib's operator arguments take no dictionary.
    const properties = `<</MCID ${this.tags.length}>>`;
    this.page.pushOperators(
      PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of(tag.type), properties]),
    );
    draw();
    this.page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
    this.tags.push(tag);
  }

  /** Marks what `draw` puts on the page as decoration that assistive technology skips (frames, rules). */
  artifact(draw: () => void) {
    const { PDFName, PDFOperator, PDFOperatorNames } = this.lib;
    this.page.pushOperators(PDFOperator.of(PDFOperatorNames.BeginMarkedContent, [PDFName.of('Artifact')]));
    draw();
    this.page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
  }

  /** Writes the structure tree; call once, after the last mark and before saving. */
  finish() {
    const { PDFHexString, PDFName } = this.lib;
    const { context, catalog } = this.doc;
    const rootRef = context.nextRef();
    const documentRef = context.nextRef();
    const elementRefs: PDFRef[] = this.tags.map((tag, mcid) =>
      context.register(
        context.obj({
          Type: 'StructElem',
          S: tag.type,
          P: documentRef,
          Pg: this.page.ref,
          K: mcid,
          ...(tag.type === 'Figure' ? { Alt: PDFHexString.fromText(tag.alt) } : {}),
        }),
      ),
    );
    context.assign(
      documentRef,
      context.obj({ Type: 'StructElem', S: 'Document', P: rootRef, K: elementRefs }),
    );
    const parentTree = context.register(context.obj({ Nums: [0, elementRefs] }));
    context.assign(
      rootRef,
      context.obj({ Type: 'StructTreeRoot', K: documentRef, ParentTree: parentTree, ParentTreeNextKey: 1 }),
    );
    this.page.node.set(PDFName.of('StructParents'), context.obj(0));
    this.page.node.set(PDFName.of('Tabs'), PDFName.of('S'));
    catalog.set(PDFName.of('StructTreeRoot'), rootRef);
    catalog.set(PDFName.of('MarkInfo'), context.obj({ Marked: true }));
    // PDF/UA asks for the title and its own identifier in the XMP metadata too, besides the document information.
    const xmp = context.stream(new TextEncoder().encode(xmpPacket(this.doc.getTitle() ?? '')), {
      Type: 'Metadata',
      Subtype: 'XML',
    });
    catalog.set(PDFName.of('Metadata'), context.register(xmp));
  }
}

const xmlText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The XMP packet of a tagged document: its title, its language and that it claims PDF/UA-1 (docs/accessibility.md). */
function xmpPacket(title: string): string {
  return `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
 <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
  <rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:pdfuaid="http://www.aiim.org/pdfua/ns/id/">
   <dc:title><rdf:Alt><rdf:li xml:lang="x-default">${xmlText(title)}</rdf:li></rdf:Alt></dc:title>
   <dc:language><rdf:Bag><rdf:li>de-DE</rdf:li></rdf:Bag></dc:language>
   <pdfuaid:part>1</pdfuaid:part>
  </rdf:Description>
 </rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;
}
