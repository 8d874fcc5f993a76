import { MutationObserver, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useEarlierWrites } from '..';
import { SAVE_TIMEOUT_MS } from '../use-draft-form';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** A write of a form that has gone, under the key the draft hook gives a new questionnaire's writes. */
function writeOnItsWay(queryClient: QueryClient, answer: Promise<void>) {
  void new MutationObserver(queryClient, {
    mutationKey: ['draft-writes', 'questionnaire:procurement-office', 'neu'],
    mutationFn: () => answer,
  }).mutate();
}

function renderGate(queryClient: QueryClient, formKey = '0:neu') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(
    ({ key }) => useEarlierWrites(key, 'questionnaire:procurement-office', undefined, false),
    { wrapper, initialProps: { key: formKey } },
  );
}

it('waits while an earlier write is on its way, then opens, and stays open for the form’s own writes', async () => {
  const queryClient = new QueryClient();
  let answered: () => void = () => undefined;
  writeOnItsWay(queryClient, new Promise((resolve) => (answered = resolve)));
  const gate = renderGate(queryClient);
  expect(gate.result.current).toBe(true);
  // TanStack Query tells its observers on the next task.
  await act(async () => {
    answered();
    await vi.advanceTimersByTimeAsync(0);
  });
  expect(gate.result.current).toBe(false);
  // The form's own first save runs under the same key: the form stays.
  writeOnItsWay(queryClient, new Promise(() => undefined));
  await act(() => vi.advanceTimersByTimeAsync(0));
  expect(queryClient.isMutating()).toBe(1);
  expect(gate.result.current).toBe(false);
  // Another draft's form (a new key) waits for that write again.
  gate.rerender({ key: '1:neu' });
  expect(gate.result.current).toBe(true);
});

it('opens after two saves’ time all the same when the earlier write never answers', async () => {
  const queryClient = new QueryClient();
  writeOnItsWay(queryClient, new Promise(() => undefined));
  const gate = renderGate(queryClient);
  expect(gate.result.current).toBe(true);
  await act(() => vi.advanceTimersByTimeAsync(2 * SAVE_TIMEOUT_MS - 1000));
  expect(gate.result.current).toBe(true);
  await act(() => vi.advanceTimersByTimeAsync(1000));
  expect(gate.result.current).toBe(false);
});
