import { describe, expect, it } from 'vitest';
import { QuestionnaireKind } from '../questionnaires/registry';
import { questionnaireContracts } from './questionnaire-contracts';

describe('questionnaire contracts', () => {
  it('build their schemas on the first read of a body or responses, not when the client reads method and path', () => {
    for (const kind of QuestionnaireKind.values) {
      const calls = questionnaireContracts(kind);
      // The calls whose schemas derive from the whole definition (a delete's do not).
      for (const name of ['create', 'read', 'save', 'submit'] as const) {
        const call = calls[name];
        expect(typeof call.path, `${kind} ${name}`).toBe('string');
        for (const part of ['body', 'responses'] as const) {
          const descriptor = Object.getOwnPropertyDescriptor(call, part);
          if (!descriptor) continue;
          // A getter: what a page that only calls the API never runs (docs/decisions/062-lazy-contract-schemas.md).
          expect(descriptor.get, `${kind} ${name} ${part}`).toBeTypeOf('function');
        }
      }
      const { save } = questionnaireContracts(kind);
      expect(save.body).toBe(save.body);
      expect(save.responses[200]).toBe(questionnaireContracts(kind).read.responses[200]);
    }
  });
});
