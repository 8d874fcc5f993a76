// What a screen reader says (docs/accessibility.md): @guidepup/virtual-screen-reader over the rendered fields in
// Chromium, field kind by field kind. It speaks what the accessibility tree holds (name, role, value, states,
// description); a phrase missing here is missing for a blind respondent.
import { virtual } from '@guidepup/virtual-screen-reader';
import { fieldIssues } from '@cert/domain';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { SaveState } from '@/components/draft-editor/save-state';
import type { SaveStatus } from '@/components/draft-editor/use-draft-form';
import { DateField } from '@/components/form';
import { renderInBrowser } from '@/testing/render-in-browser';
import { isTextKind } from '../answer-state';
import { FieldInput } from '../field-input';
import { fields, step } from './every-kind';

/** The fields as the questionnaire keeps them: a text is checked when left, every other kind as it changes. */
function Form({ only }: { only?: string[] }) {
  const [values, setValues] = useState<Record<string, unknown>>({});
  const [left, setLeft] = useState<Record<string, unknown>>({});
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  return (
    <main>
      {fields
        .filter((field) => !only || only.includes(field.key))
        .map((field) => (
          <FieldInput
            key={field.key}
            step={step}
            field={field}
            value={values[field.key]}
            textIssues={touched[field.key] ? fieldIssues(field, left[field.key]) : []}
            touched={touched[field.key] ?? false}
            forced={false}
            readOnly={false}
            onChange={(_step, changed, next) => {
              setValues((all) => ({ ...all, [changed.key]: next }));
              if (!isTextKind(changed)) setTouched((all) => ({ ...all, [changed.key]: true }));
            }}
            onBlur={(_step, changed) => {
              setTouched((all) => ({ ...all, [changed.key]: true }));
              setLeft((all) => ({ ...all, [changed.key]: values[changed.key] }));
            }}
          />
        ))}
    </main>
  );
}

/** Starts the reader on what is rendered; every phrase from now on is in the log. */
async function listen() {
  await virtual.start({ container: document.body });
  await virtual.clearSpokenPhraseLog();
}

/** The phrases since the last call, and a fresh log. */
async function said() {
  const phrases = await virtual.spokenPhraseLog();
  await virtual.clearSpokenPhraseLog();
  return phrases;
}

/** Tabs `stops` times and returns what was said at each stop. */
async function tabThrough(stops: number) {
  const phrases: string[] = [];
  for (let stop = 0; stop < stops; stop += 1) {
    await virtual.press('Tab');
    phrases.push(...(await said()));
  }
  return phrases;
}

/** Moves the reader's cursor and the focus to an element, as a screen-reader user would with Tab. */
async function focus(element: Element | null) {
  (element as HTMLElement).focus();
  await said();
}

const unset = 'current value Bitte auswählen';

afterEach(async () => {
  await virtual.stop();
});

describe('what a screen reader says of each field kind (docs/accessibility.md)', () => {
  it('on focus: name, role, value, required and help of every kind, one stop after the other', async () => {
    renderInBrowser(<Form />);
    await listen();
    expect(await tabThrough(13)).toEqual([
      'textbox, Name der Ansprechperson, Wie wir Sie ansprechen., required',
      'textbox, E-Mail-Adresse, required',
      'textbox, Anmerkungen',
      'textbox, Internetadresse',
      // The group's name and "Pflichtangabe" are said on entering it (below); the option on focus.
      'radio, Bund, not checked, position 1, set size 2',
      'radio, ja, not checked, position 1, set size 2',
      'radio, Ja, veröffentlichen., not checked, position 1, set size 2',
      // A slider cannot be aria-required: its description says it.
      `slider, Beschaffungsvolumen, Pflichtangabe, orientated horizontally, max value 7, min value 0, ${unset}`,
      `slider, Anteil an Start-ups, Pflichtangabe, orientated horizontally, max value 6, min value 0, ${unset}`,
      // Each statement and its own "Keine Angabe möglich", named with the statement.
      `slider, Neue Ideen sind willkommen., orientated horizontally, max value 5, min value 0, ${unset}`,
      'checkbox, Keine Angabe möglich: Neue Ideen sind willkommen., not checked',
      `slider, Fehler werden nicht bestraft., orientated horizontally, max value 5, min value 0, ${unset}`,
      'checkbox, Keine Angabe möglich: Fehler werden nicht bestraft., not checked',
    ]);
  });

  it('reading on: each group says its question, its help and that it is required; a list row names its entry', async () => {
    renderInBrowser(<Form only={['level', 'culture', 'aims', 'tools']} />);
    await listen();
    for (let move = 0; move < 120; move += 1) await virtual.next();
    // Once through: the reader wraps round at the end.
    const all = await said();
    const phrases = all.slice(0, all.indexOf('end of main'));
    expect(phrases).toContain('radiogroup, Ebene, Pflichtangabe');
    expect(phrases).toContain('group, Wie sehr stimmen Sie zu?, Eine Aussage je Zeile. Pflichtangabe');
    expect(phrases).toContain(
      'group, Welche Ziele verfolgen Sie?, Bitte wählen Sie mindestens einen Eintrag aus.',
    );
    expect(phrases).toContain('textbox, Werkzeug (Eintrag 1)');
    expect(phrases).toContain(
      `slider, Wie oft? (Eintrag 1), orientated horizontally, max value 5, min value 0, ${unset}`,
    );
    // Every control's name is its own: no two alike among the controls of the step.
    const controls = phrases.filter((phrase) => /^(checkbox|slider|radio|textbox), /.test(phrase));
    expect(new Set(controls).size).toBe(controls.length);
  });

  it('after a change: the new value, at once', async () => {
    renderInBrowser(<Form />);
    await listen();
    await focus(document.querySelector('[role="slider"]'));
    await virtual.press('ArrowRight');
    expect(await said()).toEqual([
      'slider, Beschaffungsvolumen, Pflichtangabe, orientated horizontally, max value 7, min value 0, current value weniger als 500 Tausend €',
    ]);
    await virtual.press('End');
    expect((await said()).at(-1)).toMatch(/current value mehr als 50000 Tausend €$/);

    // A native radio or checkbox: the virtual reader reads its checked state from the attribute, which a click does
    // not change (a real reader reads the state itself); what it would say is checked through the same names.
    const radio = document.querySelector('input[type="radio"]')!;
    await focus(radio);
    await userEvent.click(radio);
    await expect.element(page.getByRole('radio', { name: 'Bund' })).toBeChecked();

    const unknown = document.querySelector('input[aria-label^="Keine Angabe möglich"]')!;
    await focus(unknown);
    await userEvent.click(unknown);
    await expect
      .element(page.getByRole('checkbox', { name: 'Keine Angabe möglich: Neue Ideen sind willkommen.' }))
      .toBeChecked();
    // The statement's slider, back by Shift+Tab, says "Keine Angabe möglich" instead of a step.
    await virtual.press('Shift+Tab');
    expect((await said()).at(-1)).toMatch(
      /^slider, Neue Ideen sind willkommen\., .*current value Keine Angabe möglich$/,
    );
  });

  it('an error: said once, with its field, when the field is reached again; nothing while typing', async () => {
    renderInBrowser(<Form only={['mail', 'note', 'aims']} />);
    await listen();
    await virtual.press('Tab');
    await virtual.type('x');
    // Typing is not interrupted: a text is checked when it is left (docs/questionnaire-rules.md §5).
    expect((await said()).at(-1)).toBe('textbox, E-Mail-Adresse, x, required');
    await virtual.press('Tab');
    await virtual.press('Shift+Tab');
    const back = await said();
    expect(back.at(-1)).toBe(
      'textbox, E-Mail-Adresse, x, Bitte geben Sie eine gültige E-Mail Adresse ein, invalid, required',
    );
    // Once: not also as an announcement of its own.
    expect(back.join(' ').split('Bitte geben Sie eine gültige E-Mail Adresse ein')).toHaveLength(2);

    // A checklist left without a tick: each box says the group's message.
    await virtual.press('Tab');
    await virtual.press('Tab');
    await virtual.press('Tab');
    await virtual.press('Shift+Tab');
    expect((await said()).at(-1)).toBe(
      'checkbox, Ziel A, Bitte treffen Sie eine Auswahl, not checked, invalid',
    );
  });

  it('a date: its name, its format and that it is required', async () => {
    renderInBrowser(
      <main>
        <DateField label="Datum des Workshops" value={null} onChange={() => undefined} required />
      </main>,
    );
    await listen();
    await virtual.press('Tab');
    expect((await said()).at(-1)).toMatch(/^textbox, Datum des Workshops, .*required$/);
  });

  it('the save status: said politely when saving fails and when it works again, not at every save', async () => {
    renderInBrowser(<SaveSteps />);
    await listen();
    const next = async () => {
      (document.getElementById('save-next') as HTMLButtonElement).click();
      await new Promise((resolve) => setTimeout(resolve, 50));
    };
    // Typed, saving, saved, typed again: a respondent typing hears nothing of it.
    for (let change = 0; change < 4; change += 1) await next();
    expect(await said()).toEqual([]);
    await next();
    expect(await said()).toEqual([
      'polite: Offline: Ihre Änderungen werden gespeichert, sobald die Verbindung zurück ist.',
    ]);
    await next();
    await next();
    expect(await said()).toEqual([expect.stringMatching(/^polite: Gespeichert/)]);
  });
});

const statuses: SaveStatus[] = [
  { kind: 'unsaved' },
  { kind: 'saving' },
  { kind: 'saved', at: '2026-11-29T10:00:00Z', by: null },
  { kind: 'unsaved' },
  { kind: 'offline' },
  { kind: 'saving' },
  { kind: 'saved', at: '2026-11-29T10:01:00Z', by: null },
];

/** The save status as a draft goes through it, one status per click. */
function SaveSteps() {
  const [index, setIndex] = useState(-1);
  return (
    <main>
      <SaveState status={index < 0 ? { kind: 'new' } : statuses[index]!} />
      <button id="save-next" type="button" onClick={() => setIndex((current) => current + 1)}>
        weiter
      </button>
    </main>
  );
}
