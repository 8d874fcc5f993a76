import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useCaseStudyLevel } from '../api';
import { procurementJourney, providerJourney, rejectedCaseStudy, stubApi } from './fixtures';

function lockOf(kind: 'gold' | 'practitioner', journey: object) {
  const { queryClient, fake } = stubApi((call) =>
    call.path.startsWith('/api/journey/') ? { status: 200, body: journey } : undefined,
  );
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useCaseStudyLevel(kind, kind === 'gold' ? 'o1' : 'p1'), { wrapper });
  /** Resolves once the journey has been read and is in the cache. */
  const read = () =>
    waitFor(() => {
      expect(fake.calls.length).toBeGreaterThan(0);
      expect(queryClient.isFetching()).toBe(0);
    });
  return { ...hook, read };
}

describe("a case study's submit lock and the rejected one it answers, from its level on the journey", () => {
  it('names the day a waiting level opens', async () => {
    const { result } = lockOf(
      'practitioner',
      providerJourney({
        practitioner: {
          rejected: null,
          status: 'waiting',
          completedAt: null,
          opensAt: '2026-12-31',
          innovationEntry: null,
          presentation: null,
          caseStudy: null,
        },
      }),
    );
    await waitFor(() => expect(result.current.lock).toEqual({ opensAt: '2026-12-31' }));
  });

  it('has no day while an earlier level is missing, and none once the level is open', async () => {
    const locked = lockOf('gold', procurementJourney());
    await waitFor(() => expect(locked.result.current.lock).toEqual({ opensAt: null }));
    const open = lockOf(
      'gold',
      procurementJourney({
        gold: { status: 'open', completedAt: null, opensAt: null, current: null, rejected: null },
      }),
    );
    // Null while loading too: the open level is null once the journey is read.
    await open.read();
    expect(open.result.current.lock).toBeNull();
  });

  it('names the rejected case study a new one answers', async () => {
    const rejected = rejectedCaseStudy('gold');
    const { result } = lockOf(
      'gold',
      procurementJourney({
        gold: { status: 'open', completedAt: null, opensAt: null, current: null, rejected },
      }),
    );
    await waitFor(() => expect(result.current.rejected).toEqual(rejected));
  });
});
