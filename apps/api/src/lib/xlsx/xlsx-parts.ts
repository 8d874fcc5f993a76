import { STYLE, xmlText } from './sheet-xml';

/** The parts of a workbook with one sheet besides the sheet itself (ECMA-376 SpreadsheetML), by zip entry name. */

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const OFFICE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';

export const SHEET_PART = 'xl/worksheets/sheet1.xml';
/** The workbook's relationships point at the sheet relative to the workbook's own folder, xl/. */
const SHEET_FROM_WORKBOOK = SHEET_PART.slice('xl/'.length);

const CREATOR = 'Zertifizierungsplattform innovative öffentliche Beschaffung';

const contentTypes =
  XML_HEAD +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  `<Override PartName="/${SHEET_PART}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>` +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>' +
  '</Types>';

const packageRelationships =
  XML_HEAD +
  `<Relationships xmlns="${RELATIONSHIPS}">` +
  `<Relationship Id="rId1" Type="${OFFICE_RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/>` +
  `<Relationship Id="rId2" Type="${RELATIONSHIPS}/metadata/core-properties" Target="docProps/core.xml"/>` +
  '</Relationships>';

const coreProperties = (created: Date) =>
  XML_HEAD +
  '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" ' +
  'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" ' +
  'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">' +
  `<dc:creator>${xmlText(CREATOR)}</dc:creator>` +
  `<dcterms:created xsi:type="dcterms:W3CDTF">${created.toISOString().slice(0, 19)}Z</dcterms:created>` +
  '</cp:coreProperties>';

const workbook = (sheetName: string) =>
  XML_HEAD +
  `<workbook xmlns="${MAIN}" xmlns:r="${OFFICE_RELATIONSHIPS}">` +
  `<sheets><sheet name="${xmlText(sheetName)}" sheetId="1" r:id="rId1"/></sheets>` +
  '</workbook>';

const workbookRelationships =
  XML_HEAD +
  `<Relationships xmlns="${RELATIONSHIPS}">` +
  `<Relationship Id="rId1" Type="${OFFICE_RELATIONSHIPS}/worksheet" Target="${SHEET_FROM_WORKBOOK}"/>` +
  `<Relationship Id="rId2" Type="${OFFICE_RELATIONSHIPS}/styles" Target="styles.xml"/>` +
  '</Relationships>';

const FONT = '<sz val="11"/><name val="Calibri"/><family val="2"/>';

/** The cell formats of STYLE in its order: plain, day, percent, the header's bold wrapped top-aligned text. */
const cellFormats: Record<keyof typeof STYLE, string> = {
  plain: '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>',
  day: '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>',
  percent: '<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>',
  header:
    '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1" applyAlignment="1">' +
    '<alignment vertical="top" wrapText="1"/></xf>',
};
const orderedFormats = (Object.keys(STYLE) as (keyof typeof STYLE)[])
  .sort((a, b) => STYLE[a] - STYLE[b])
  .map((name) => cellFormats[name]);

const styles =
  XML_HEAD +
  `<styleSheet xmlns="${MAIN}">` +
  '<numFmts count="2"><numFmt numFmtId="164" formatCode="dd.mm.yyyy"/><numFmt numFmtId="165" formatCode="0.0 %"/></numFmts>' +
  `<fonts count="2"><font>${FONT}</font><font><b/>${FONT}</font></fonts>` +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  `<cellXfs count="${orderedFormats.length}">${orderedFormats.join('')}</cellXfs>` +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';

/** Every part but the sheet, in the order they are written. */
export function workbookParts(sheetName: string, created: Date): [name: string, xml: string][] {
  return [
    ['[Content_Types].xml', contentTypes],
    ['_rels/.rels', packageRelationships],
    ['docProps/core.xml', coreProperties(created)],
    ['xl/workbook.xml', workbook(sheetName)],
    ['xl/_rels/workbook.xml.rels', workbookRelationships],
    ['xl/styles.xml', styles],
  ];
}
