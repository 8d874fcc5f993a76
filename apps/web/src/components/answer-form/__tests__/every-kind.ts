import { scales, type Field, type Step } from '@cert/domain';

/** One field of every kind, with help, optional fields and a field's own text limit: the renderers' tests. */
export const fields: Field[] = [
  { key: 'name', kind: 'text', label: 'Name der Ansprechperson', help: 'Wie wir Sie ansprechen.' },
  { key: 'mail', kind: 'email', label: 'E-Mail-Adresse' },
  { key: 'note', kind: 'longText', label: 'Anmerkungen', optional: true },
  { key: 'site', kind: 'url', label: 'Internetadresse', optional: true, maxLength: 120 },
  {
    key: 'level',
    kind: 'choice',
    label: 'Ebene',
    options: [
      { value: 'Federation', label: 'Bund' },
      { value: 'Municipality', label: 'Kommune' },
    ],
  },
  { key: 'exists', kind: 'yesNo', label: 'Gibt es eine Strategie?' },
  {
    key: 'consent',
    kind: 'boolean',
    label: 'Darf es veröffentlicht werden?',
    answers: { yes: 'Ja, veröffentlichen.', no: 'Nein, nur intern.' },
  },
  { key: 'volume', kind: 'rating', label: 'Beschaffungsvolumen', scale: scales.procurementVolume },
  { key: 'startups', kind: 'rating', label: 'Anteil an Start-ups', scale: scales.share },
  {
    key: 'culture',
    kind: 'matrix',
    label: 'Wie sehr stimmen Sie zu?',
    help: 'Eine Aussage je Zeile.',
    scale: scales.agreement,
    statements: [
      { key: 'Ideas', label: 'Neue Ideen sind willkommen.' },
      { key: 'Errors', label: 'Fehler werden nicht bestraft.' },
    ],
  },
  {
    key: 'aims',
    kind: 'checklist',
    label: 'Welche Ziele verfolgen Sie?',
    minChecked: 1,
    items: [
      { key: 'A', label: 'Ziel A' },
      { key: 'B', label: 'Ziel B' },
    ],
  },
  {
    key: 'tools',
    kind: 'assessmentList',
    label: 'Weitere Werkzeuge',
    scale: scales.frequency,
    itemLabel: 'Werkzeug',
    assessmentLabel: 'Wie oft?',
    optional: true,
  },
];
export const step: Step = { slug: 'test', section: 'test', title: 'Test', fields };
