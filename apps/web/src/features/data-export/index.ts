/*
 * The programme office's journey exports as XLSX (docs/decisions/015-certificates.md "Exports").
 */
export { ExportsScreen } from './exports-screen';
