import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListAddress } from '../list-address';

const addressFrom = (from: unknown) =>
  renderHook(() => useListAddress('/admin/journeys'), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={[{ pathname: '/admin/journeys/x', state: { from } }]}>
        {children}
      </MemoryRouter>
    ),
  }).result.current;

describe('useListAddress', () => {
  it('goes back to the list state the admin came from, and only to that list', () => {
    expect(addressFrom('/admin/journeys?page=2&view=all')).toBe('/admin/journeys?page=2&view=all');
    expect(addressFrom('/admin/journeys')).toBe('/admin/journeys');
    expect(addressFrom('/admin/journeys-other?page=2')).toBe('/admin/journeys');
    expect(addressFrom('https://example.com/admin/journeys')).toBe('/admin/journeys');
    expect(addressFrom(undefined)).toBe('/admin/journeys');
  });
});
