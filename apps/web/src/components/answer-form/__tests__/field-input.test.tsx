import { answerMessages, fieldIssues, textLimits, type Field } from '@cert/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '@/components/form/__tests__/render-with-mantine';
import { axeViolations } from '@/testing/axe';
import { FieldInput } from '../field-input';
import { fields, step } from './every-kind';

function Harness({ field, forced = false, initial }: { field: Field; forced?: boolean; initial?: unknown }) {
  const [value, setValue] = useState<unknown>(initial);
  const [touched, setTouched] = useState(false);
  return (
    <main>
      <FieldInput
        step={step}
        field={field}
        value={value}
        textIssues={fieldIssues(field, value)}
        touched={touched}
        forced={forced}
        readOnly={false}
        onChange={(_step, _field, next) => {
          setValue(next);
          setTouched(true);
        }}
        onBlur={() => setTouched(true)}
      />
      <output data-testid="value">{JSON.stringify(value ?? null)}</output>
    </main>
  );
}

const fieldByKey = (key: string) => fields.find((field) => field.key === key)!;
const value = () => JSON.parse(screen.getByTestId('value').textContent ?? 'null');

describe('FieldInput: one renderer per kind', () => {
  it('renders every kind with its label, help and required marking, and passes axe', async () => {
    renderWithMantine(
      <main>
        {fields.map((field) => (
          <FieldInput
            key={field.key}
            step={step}
            field={field}
            value={undefined}
            textIssues={[]}
            touched={false}
            forced={false}
            readOnly={false}
            onChange={() => undefined}
            onBlur={() => undefined}
          />
        ))}
      </main>,
    );
    const name = screen.getByRole('textbox', { name: 'Name der Ansprechperson' });
    expect(name.hasAttribute('required')).toBe(true);
    expect(screen.getByText('Wie wir Sie ansprechen.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Anmerkungen' }).hasAttribute('required')).toBe(false);
    const mail = screen.getByRole('textbox', { name: 'E-Mail-Adresse' });
    expect(mail.getAttribute('type')).toBe('email');
    // Inputs carry the server's limits: the kind's default, or the field's own.
    expect(mail.getAttribute('maxlength')).toBe(String(textLimits.email));
    const site = screen.getByRole('textbox', { name: 'Internetadresse' });
    expect([site.getAttribute('type'), site.getAttribute('maxlength')]).toEqual(['url', '120']);
    expect(screen.getByRole('textbox', { name: 'Anmerkungen' }).getAttribute('maxlength')).toBe(
      String(textLimits.longText),
    );
    const consent = screen.getByRole('radiogroup', { name: /veröffentlicht/ });
    expect(
      within(consent)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['yes', 'no']);
    const level = screen.getByRole('radiogroup', { name: /Ebene/ });
    expect(within(level).getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByText('Ebene').textContent).toContain('*');
    expect(
      within(screen.getByRole('radiogroup', { name: /Strategie/ })).getByRole('radio', { name: 'ja' }),
    ).toBeTruthy();
    expect(screen.getByRole('slider', { name: 'Beschaffungsvolumen' }).getAttribute('aria-valuetext')).toBe(
      'Bitte auswählen',
    );
    const matrix = screen.getByRole('group', { name: /Wie sehr stimmen Sie zu/ });
    expect(within(matrix).getByRole('slider', { name: 'Neue Ideen sind willkommen.' })).toBeTruthy();
    expect(within(matrix).getAllByRole('slider')).toHaveLength(2);
    expect(screen.getByRole('checkbox', { name: 'Ziel A' })).toBeTruthy();
    expect(screen.getByText(/mindestens einen Eintrag/)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Werkzeug (Eintrag 1)' })).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('shows a text error only after the field is left, not while typing', async () => {
    renderWithMantine(<Harness field={fieldByKey('mail')} />);
    const input = screen.getByRole('textbox', { name: 'E-Mail-Adresse' });
    await userEvent.type(input, 'anna@');
    // The harness validates live; the form gives text fields their issues at blur (see questionnaire tests).
    fireEvent.blur(input);
    expect(await screen.findByText('Bitte geben Sie eine gültige E-Mail Adresse ein')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows all errors when error display is forced, untouched or not', () => {
    renderWithMantine(<Harness field={fieldByKey('level')} forced />);
    expect(screen.getByText('Bitte treffen Sie eine Auswahl')).toBeTruthy();
    for (const radio of screen.getAllByRole('radio')) expect(radio.getAttribute('aria-invalid')).toBe('true');
  });

  it('stores a yes/no of its own words as true or false', async () => {
    renderWithMantine(<Harness field={fieldByKey('consent')} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Nein, nur intern.' }));
    expect(value()).toBe(false);
    expect(screen.getByRole('radio', { name: 'Nein, nur intern.' })).toHaveProperty('checked', true);
    await userEvent.click(screen.getByRole('radio', { name: 'Ja, veröffentlichen.' }));
    expect(value()).toBe(true);
  });

  it('names a web address without http(s) once it is left', async () => {
    renderWithMantine(<Harness field={fieldByKey('site')} />);
    const input = screen.getByRole('textbox', { name: 'Internetadresse' });
    await userEvent.type(input, 'ftp://amt.example');
    fireEvent.blur(input);
    expect(await screen.findByText(answerMessages.invalidUrl)).toBeTruthy();
  });

  it('stores a checklist as 0/1 per item', async () => {
    renderWithMantine(<Harness field={fieldByKey('aims')} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ziel B' }));
    expect(value()).toEqual({ A: 0, B: 1 });
  });

  it("says a checklist's minimum, and the general hint only where the field's help says nothing", () => {
    const aims = fieldByKey('aims');
    const { unmount } = renderWithMantine(<Harness field={aims} />);
    expect(screen.getByText('Bitte wählen Sie mindestens einen Eintrag aus.')).toBeTruthy();
    unmount();
    const optional: Field = { ...aims, minChecked: 0 } as Field;
    const second = renderWithMantine(<Harness field={optional} />);
    expect(screen.getByText('Wählen Sie alles aus, was zutrifft.')).toBeTruthy();
    second.unmount();
    renderWithMantine(
      <Harness field={{ ...optional, help: 'Kreuzen Sie alle zutreffenden Ziele an.' } as Field} />,
    );
    expect(screen.getByText('Kreuzen Sie alle zutreffenden Ziele an.')).toBeTruthy();
    expect(screen.queryByText(/Wählen Sie alles aus/)).toBeNull();
  });

  it('appends an empty row when the last row gets a name and drops a trailing empty row', async () => {
    renderWithMantine(<Harness field={fieldByKey('tools')} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Werkzeug (Eintrag 1)' }), 'E-Akte');
    expect(screen.getByRole('textbox', { name: 'Werkzeug (Eintrag 2)' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Werkzeug (Eintrag 3)' })).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'Werkzeug (Eintrag 2)' }), 'X');
    expect(screen.getByRole('textbox', { name: 'Werkzeug (Eintrag 3)' })).toBeTruthy();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Werkzeug (Eintrag 2)' }));
    expect(screen.queryByRole('textbox', { name: 'Werkzeug (Eintrag 3)' })).toBeNull();
    expect(value()).toEqual([
      { item: 'E-Akte', assessment: null },
      { item: '', assessment: null },
    ]);
    // A named row without a rating is incomplete once the list was touched.
    fireEvent.blur(screen.getByRole('textbox', { name: 'Werkzeug (Eintrag 1)' }));
    expect(await screen.findByText('Bitte wählen Sie „Wie oft?“ für „E-Akte“.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Eintrag 1 entfernen' }));
    expect(value()).toEqual([{ item: '', assessment: null }]);
    // The focus goes to the row in its place, not to the page with the button that is gone.
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Werkzeug (Eintrag 1)' }));
  });

  it('adds no row when the row being entered is rated before it is named, and asks for nothing yet', async () => {
    renderWithMantine(<Harness field={fieldByKey('tools')} initial={[{ item: '', assessment: 2 }]} />);
    const name = screen.getByRole('textbox', { name: 'Werkzeug (Eintrag 1)' });
    expect(screen.queryByRole('textbox', { name: 'Werkzeug (Eintrag 2)' })).toBeNull();
    expect(name.getAttribute('aria-invalid')).not.toBe('true');
    await userEvent.type(name, 'E-Akte');
    expect(screen.getByRole('textbox', { name: 'Werkzeug (Eintrag 2)' })).toBeTruthy();
    expect(value()).toEqual([
      { item: 'E-Akte', assessment: 2 },
      { item: '', assessment: null },
    ]);
  });

  it('takes back a rating given to the empty row by mistake: the row is removed, an empty one stands in its place', async () => {
    renderWithMantine(<Harness field={fieldByKey('tools')} initial={[{ item: '', assessment: 2 }]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Eintrag 1 entfernen' }));
    expect(value()).toEqual([{ item: '', assessment: null }]);
    // The focus goes to the row in its place, not to the page with the button that is gone.
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Werkzeug (Eintrag 1)' }));
    // An empty row has nothing to remove.
    expect(screen.queryByRole('button', { name: 'Eintrag 1 entfernen' })).toBeNull();
  });

  it('tells a rated row without a name what is missing, on its name field', () => {
    renderWithMantine(<Harness field={fieldByKey('tools')} forced initial={[{ item: '', assessment: 2 }]} />);
    const name = screen.getByRole('textbox', { name: 'Werkzeug (Eintrag 1)' });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(name.getAttribute('aria-describedby')!.split(' ').at(-1)!);
    expect(message?.textContent).toBe(
      'Bitte tragen Sie „Werkzeug“ ein: Dieser Eintrag ist bewertet, hat aber noch keine Bezeichnung.',
    );
  });
});
