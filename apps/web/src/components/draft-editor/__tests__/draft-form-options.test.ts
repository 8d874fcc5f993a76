// A kind's own problem named 'gone' would be taken for the hook's (use-draft-form.ts, `isGone`): the hook's options
// refuse it when compiled. The marked line is a compile error (`npm run typecheck` fails without the mark).
import type { QuestionnaireAnswers } from '@cert/domain';
import { expect, it } from 'vitest';
import type { useDraftForm } from '..';

type GoneNotices<P extends { kind: string }> = Parameters<
  typeof useDraftForm<QuestionnaireAnswers, P>
>[0]['notices']['gone'];
const notices = { notSaved: 'Nicht gespeichert', notSubmitted: 'Nicht abgeschickt', reason: 'Gelöscht' };

it("refuses a kind's problem named 'gone' when compiled", () => {
  const own: GoneNotices<{ kind: 'conflict' }> = notices;
  // @ts-expect-error a kind's 'gone' would be taken for the hook's
  const clash: GoneNotices<{ kind: 'conflict' } | { kind: 'gone'; title: string }> = notices;
  expect([own, clash]).toEqual([notices, notices]);
});
