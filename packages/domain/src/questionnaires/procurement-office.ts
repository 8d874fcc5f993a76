import type { QuestionnaireDefinition } from './definition';
import { procurerGeneralFields, procurerInformationFields } from './procurer-common';

/** Zertifizierung innovativer Beschaffungsstellen: spec questionnaires.md §2–§5, docs/questionnaires.md. */
export const procurementOfficeDefinition: QuestionnaireDefinition = {
  steps: [
    { slug: 'allgemeine-angaben', section: 'general', title: 'Allgemeine Angaben', fields: procurerGeneralFields },
    {
      slug: 'informationen-zur-vergabe-beschaffungsstelle',
      section: 'information',
      title: 'Informationen zur Vergabe- und Beschaffungsstelle',
      fields: procurerInformationFields,
    },
    {
      slug: 'strategische-ziele-wirtschaftlichkeitsverstaendnis',
      section: 'strategicGoals',
      title: 'Strategische Ziele und Wirtschaftlichkeitsverständnis',
      fields: [],
    },
    { slug: 'beschaffungsstrategie', section: 'procurementStrategy', title: 'Beschaffungsstrategie', fields: [] },
    {
      slug: 'innovationskultur-innerhalb-der-beschaffungs-vergabestelle',
      section: 'innovationCulture',
      title: 'Innovationskultur innerhalb der Beschaffungs- und Vergabestelle',
      fields: [],
    },
    { slug: 'kompetenzen-und-ressourcen', section: 'competencies', title: 'Kompetenzen und Ressourcen', fields: [] },
    {
      slug: 'legitimation-integration-organisation',
      section: 'legitimation',
      title: 'Legitimation, Integration und Organisation',
      fields: [],
    },
    { slug: 'digitalisierung', section: 'digitalization', title: 'Digitalisierung', fields: [] },
    {
      slug: 'anwendung-von-methoden-und-strategie-tools',
      section: 'strategicToolApplication',
      title: 'Anwendung von Methoden und Strategie-Tools',
      fields: [],
    },
    {
      slug: 'anwendung-beschaffungswerkzeuge',
      section: 'procurementToolApplication',
      title: 'Anwendung von Beschaffungswerkzeugen',
      fields: [],
    },
  ],
};
