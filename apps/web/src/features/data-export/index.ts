/*
 * The programme office's journey exports as XLSX (docs/product.md §7 "Admin").
 */
export { ExportsScreen } from './exports-screen';
