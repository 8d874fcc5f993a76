import { describe, expect, it } from 'vitest';
import { pageViewPattern, weekOf } from './statistics';

describe('pageViewPattern', () => {
  it('folds ids into the route pattern and leaves the programme office’s pages out', () => {
    expect(pageViewPattern('/faq')).toBe('/faq');
    expect(pageViewPattern('/')).toBe('/');
    expect(
      pageViewPattern(
        '/fragebogen/beschaffungsstelle/0f8e4a52-5b7c-4d8e-9a1f-2b3c4d5e6f70/allgemeine-angaben',
      ),
    ).toBe('/fragebogen/beschaffungsstelle/:id/allgemeine-angaben');
    expect(pageViewPattern('/organization/0F8E4A52-5B7C-4D8E-9A1F-2B3C4D5E6F70')).toBe('/organization/:id');
    expect(pageViewPattern('/zertifikat/7K3M9QXA2F')).toBe('/zertifikat/:code');
    expect(pageViewPattern('/zertifikat')).toBe('/zertifikat');
    expect(pageViewPattern('/admin')).toBeNull();
    expect(pageViewPattern('/admin/uebersicht')).toBeNull();
    expect(pageViewPattern('/administration')).toBe('/administration');
  });
});

describe('weekOf', () => {
  it('gives the Monday of the week', () => {
    expect(weekOf('2026-11-23')).toBe('2026-11-23');
    expect(weekOf('2026-11-29')).toBe('2026-11-23');
    expect(weekOf('2026-11-30')).toBe('2026-11-30');
    expect(weekOf('2027-01-01')).toBe('2026-12-28');
  });
});
