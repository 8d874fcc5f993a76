import { describe, expect, it } from 'vitest';
import {
  decideConsent,
  dialogDefault,
  isBannerVisible,
  isStatisticsAllowed,
  NO_CONSENT,
  parseConsent,
  serializeConsent,
} from '../consent';

const now = new Date('2026-11-21T10:00:00Z');

describe('cookie consent', () => {
  it('starts without consent: banner shown, statistics off, the dialog switch off (no pre-ticked consent)', () => {
    expect(NO_CONSENT).toEqual({
      consentGiven: false,
      options: { optionalCookiesAllowed: false },
      decidedAt: null,
    });
    expect(isBannerVisible(NO_CONSENT)).toBe(true);
    expect(isStatisticsAllowed(NO_CONSENT)).toBe(false);
    expect(dialogDefault(NO_CONSENT)).toBe(false);
  });

  it('records consent with its time for accept all, save and reject', () => {
    const all = decideConsent({ type: 'acceptAll' }, now);
    expect(all).toEqual({
      consentGiven: true,
      options: { optionalCookiesAllowed: true },
      decidedAt: '2026-11-21T10:00:00.000Z',
    });
    expect(isStatisticsAllowed(all)).toBe(true);
    expect(isBannerVisible(all)).toBe(false);

    const savedOff = decideConsent({ type: 'save', optionalCookiesAllowed: false }, now);
    expect(savedOff.consentGiven).toBe(true);
    expect(isStatisticsAllowed(savedOff)).toBe(false);
    expect(dialogDefault(savedOff)).toBe(false);
    expect(isStatisticsAllowed(decideConsent({ type: 'save', optionalCookiesAllowed: true }, now))).toBe(
      true,
    );

    const rejected = decideConsent({ type: 'reject' }, now);
    expect(rejected).toMatchObject({ consentGiven: true, options: { optionalCookiesAllowed: false } });
    expect(isBannerVisible(rejected)).toBe(false);
  });

  it('round-trips through storage', () => {
    const record = decideConsent({ type: 'save', optionalCookiesAllowed: true }, now);
    expect(parseConsent(serializeConsent(record))).toEqual(record);
  });

  it.each([
    null,
    '',
    'nicht json',
    'null',
    '[]',
    '{"consentGiven":false,"options":{"optionalCookiesAllowed":true},"decidedAt":"2026-11-21T10:00:00.000Z"}',
    '{"consentGiven":true,"options":{"optionalCookiesAllowed":"ja"},"decidedAt":"2026-11-21T10:00:00.000Z"}',
    '{"consentGiven":true,"options":null,"decidedAt":"2026-11-21T10:00:00.000Z"}',
    '{"consentGiven":true,"options":{"optionalCookiesAllowed":true}}',
    '{"consentGiven":true,"options":{"optionalCookiesAllowed":true},"decidedAt":"gestern"}',
  ])('treats %j as no consent', (raw) => {
    expect(parseConsent(raw)).toEqual(NO_CONSENT);
  });

  it('drops unknown fields when parsing', () => {
    const raw = JSON.stringify({ ...decideConsent({ type: 'reject' }, now), extra: 1 });
    expect(parseConsent(raw)).toEqual(decideConsent({ type: 'reject' }, now));
  });
});
