/**
 * What a screen reader says of a required answer where the control cannot carry aria-required (a slider, a group of
 * sliders): the asterisk beside the label is hidden from it (docs/accessibility.md).
 */
export const REQUIRED_ANSWER = 'Pflichtangabe';
