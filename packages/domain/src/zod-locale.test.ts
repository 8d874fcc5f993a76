import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { zodMessages } from './zod-locale';

const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe("zod's messages, replaced once (docs/product.md §7)", () => {
  const form = z.strictObject({
    name: z.string().max(5),
    eMail: z.email(),
    count: z.number().min(1),
    kind: z.enum(['a', 'b']),
    id: z.uuid(),
    checked: z.string().refine((value) => value === 'ok'),
  });
  const valid = {
    name: 'Eva',
    eMail: 'eva@beispiel.de',
    count: 1,
    kind: 'a',
    id: crypto.randomUUID(),
    checked: 'ok',
  };

  it.each([
    ['a missing value', { ...valid, name: undefined }, messages.selectRequired],
    ['a wrong type', { ...valid, count: 'eins' }, messages.selectRequired],
    ['a number below its minimum', { ...valid, count: 0 }, messages.selectRequired],
    ['an option not offered', { ...valid, kind: 'c' }, messages.selectRequired],
    ['an invalid e-mail address', { ...valid, eMail: 'eva' }, messages.invalidEmail],
    ['a text too long', { ...valid, name: 'Evangelina' }, zodMessages.tooLong(5)],
    ['an id that is none', { ...valid, id: 'x' }, zodMessages.identifier],
    ['a key the form does not have', { ...valid, extra: 1 }, zodMessages.unknownKey],
    // No specific message applies: the specification's default field message, word for word.
    ['a rule without a message', { ...valid, checked: 'no' }, messages.fieldNotValid('checked')],
  ])('says %s in the words of the specification or in German', (_case, value, expected) => {
    expect(messageOf(form, value)).toBe(expected);
  });

  it('leaves a message of the schema its own', () => {
    expect(messageOf(z.string({ error: 'Eigene Meldung' }), 1)).toBe('Eigene Meldung');
  });
});
