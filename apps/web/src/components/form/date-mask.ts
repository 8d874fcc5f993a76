/**
 * The date field's input mask ##.##.####: keeps at most eight digits and inserts the dots itself. A dot is
 * added only before a following digit, so deleting backwards never gets stuck on a dot.
 */
export function maskGermanDate(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 8);
  const day = digits.slice(0, 2);
  const month = digits.slice(2, 4);
  const year = digits.slice(4);
  return [day, month, year].filter(Boolean).join('.');
}
