import { CERTIFICATE_CODE_PATTERN } from '@cert/domain/certificate';

/**
 * The certificate code in what a visitor typed or an address carries: the code itself or the printed number
 * (IB-2026-7K3M-9QXA-2F), in any case, with spaces or hyphens. Null when it cannot be a code.
 */
export function certificateCodeOf(input: string): string | null {
  const compact = input.toUpperCase().replace(/[\s-]/g, '');
  const code = /^IB\d{4}(.{10})$/.exec(compact)?.[1] ?? compact;
  return CERTIFICATE_CODE_PATTERN.test(code) ? code : null;
}
