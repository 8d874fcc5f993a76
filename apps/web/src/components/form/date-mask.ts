import { parseGermanDate } from '@cert/domain';

const pad = (part: string) => part.padStart(2, '0');

/**
 * The date field's input mask ##.##.####, taking what people type and paste (docs/product.md §5): digits get their
 * dots inserted (at most eight digits; a dot only before a following digit, so deleting backwards never gets stuck
 * on a dot); a day or month a typed dot ends is padded ("1.2.2026" is 01.02.2026); an ISO date, pasted or typed
 * ("2026-11-26"), stays as typed while it is incomplete and becomes 26.11.2026 once it is whole and a real day;
 * one that is no day ("2026-13-45") stays as typed, so that the error names what was typed, not a turned date.
 */
export function maskGermanDate(input: string): string {
  if (input.includes('-')) {
    const raw = input.replace(/[^\d-]/g, '');
    const iso = /^(\d{4})-(\d{1,2})-(\d{2})/.exec(raw);
    if (iso) {
      const german = `${iso[3]}.${pad(iso[2]!)}.${iso[1]}`;
      return parseGermanDate(german) ? german : raw.slice(0, 10);
    }
    const typing = /^\d{4}(?:-\d{0,2}(?:-\d{0,2})?)?/.exec(raw);
    if (typing) return typing[0];
  }
  const parts = input.split('.').map((part) => part.replace(/\D/g, ''));
  const digits = parts
    .map((part, index) => (index < Math.min(parts.length - 1, 2) && part.length === 1 ? pad(part) : part))
    .join('')
    .slice(0, 8);
  const day = digits.slice(0, 2);
  const month = digits.slice(2, 4);
  const year = digits.slice(4);
  return [day, month, year].filter(Boolean).join('.');
}

/** "26.11.26" as people write it: a two-digit year is this century's (26.11.2026). Anything else as it is. */
export function withFullYear(text: string): string {
  const short = /^(\d{2})\.(\d{2})\.(\d{2})$/.exec(text.trim());
  return short ? `${short[1]}.${short[2]}.20${short[3]}` : text;
}
