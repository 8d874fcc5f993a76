import type { QuestionnaireDefinition } from './definition';

/** Expert-Fragebogen für Unternehmen: spec questionnaires.md §2–§5, docs/questionnaires.md. */
export const providerExpertDefinition: QuestionnaireDefinition = {
  steps: [
    { slug: 'allgemeine-angaben', section: 'general', title: 'Allgemeine Angaben', fields: [] },
    { slug: 'produkt-und-markt', section: 'product', title: 'Produkt und Markt', fields: [] },
    {
      slug: 'vorbereitung',
      section: 'preparationProcurement',
      title: 'Vorbereitung auf öffentliche Ausschreibungen',
      fields: [],
    },
    {
      slug: 'erfahrungen',
      section: 'experiencePublicProcurement',
      title: 'Erfahrungen mit öffentlichen Aufträgen',
      fields: [],
    },
    { slug: 'strategie', section: 'strategy', title: 'Strategie', fields: [] },
    { slug: 'sonstiges', section: 'other', title: 'Sonstiges', fields: [] },
  ],
};
