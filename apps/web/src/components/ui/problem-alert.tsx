import { Alert } from '@mantine/core';
import { useRef, useState, type Ref } from 'react';

/**
 * The state of a ProblemAlert: the message of a failed save, if any. `showProblem` moves the focus to the
 * alert, so that screen reader and keyboard users land on it.
 */
export function useProblem() {
  const [problem, setProblem] = useState<string | null>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  const showProblem = (message: string) => {
    setProblem(message);
    requestAnimationFrame(() => problemRef.current?.focus());
  };
  const clearProblem = () => setProblem(null);
  return { problem, problemRef, showProblem, clearProblem };
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
