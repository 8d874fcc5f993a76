import { Alert, Text, type AlertProps } from '@mantine/core';
import { userMessageOf } from '@/lib/api-client';
import { BusyButton } from './busy-button';
import { notifySuccess } from '@/lib/notify';
import { useRef, useState, type Ref } from 'react';

/**
 * The state of a ProblemAlert: the message of a failed save, if any. `showProblem` moves the focus to the
 * alert, so that screen reader and keyboard users land on it. `run` carries out a confirmed action.
 */
export function useProblem() {
  const [problem, setProblem] = useState<string | null>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  const showProblem = (message: string) => {
    setProblem(message);
    requestAnimationFrame(() => problemRef.current?.focus());
  };
  const clearProblem = () => setProblem(null);
  /**
   * A confirmed action, awaited rather than told through mutate's callbacks, which are skipped once the control
   * that started it has gone (docs/decisions/054-outcomes-outlive-controls.md): its success notice, else its
   * refusal in the alert (a 409: decided meanwhile; the data read anew show the current state). `done` runs either
   * way (the dialog closes). Whether it succeeded.
   */
  const run = async (action: () => Promise<unknown>, success: string, done?: () => void) => {
    clearProblem();
    try {
      await action();
      notifySuccess(success);
      return true;
    } catch (failure) {
      showProblem(userMessageOf(failure));
      return false;
    } finally {
      done?.();
    }
  };
  return { problem, problemRef, showProblem, clearProblem, run };
}

/** A red alert for a decision or record the API did not save (e.g. a 409); nothing without a problem. */
export function ProblemAlert({
  title,
  problem,
  ref,
}: {
  title: string;
  problem: string | null;
  ref: Ref<HTMLDivElement>;
}) {
  if (!problem) return null;
  return (
    <Alert ref={ref} tabIndex={-1} color="red" title={title} role="alert" mb="md">
      {problem}
    </Alert>
  );
}

/**
 * A read that failed (a list, a record, figures): what could not be loaded, the API's message, and a retry where the
 * screen can repeat the read, busy until the read has answered (with its own tries, seconds). An alert, so a screen
 * reader says it when it comes instead of the awaited content.
 */
export function LoadError({
  title,
  error,
  onRetry,
  ...box
}: {
  title: string;
  error: unknown;
  onRetry?: () => unknown;
} & Pick<AlertProps, 'mt' | 'mb' | 'maw'>) {
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    try {
      await onRetry?.();
    } finally {
      setRetrying(false);
    }
  };
  return (
    <Alert color="red" title={title} role="alert" {...box}>
      {onRetry ? (
        <>
          <Text mb="sm">{userMessageOf(error)}</Text>
          <BusyButton variant="outline" loading={retrying} onClick={() => void retry()}>
            Erneut versuchen
          </BusyButton>
        </>
      ) : (
        userMessageOf(error)
      )}
    </Alert>
  );
}
