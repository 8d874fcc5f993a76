import type { QuestionnaireDefinition } from './definition';
import { procurerGeneralFields, procurerInformationFields } from './procurer-common';

/** Zertifizierung innovativer Beschaffungsprojekte: spec questionnaires.md §2–§5, docs/questionnaires.md. */
export const procurementProjectDefinition: QuestionnaireDefinition = {
  steps: [
    { slug: 'allgemeine-angaben', section: 'general', title: 'Allgemeine Angaben', fields: procurerGeneralFields },
    {
      slug: 'informationen-zur-vergabe-beschaffungsstelle',
      section: 'information',
      title: 'Informationen zur Vergabe- und Beschaffungsstelle',
      fields: [...procurerInformationFields],
    },
    {
      slug: 'angaben-zum-zu-zertifizierenden-beschaffungsprojekt',
      section: 'projectInformation',
      title: 'Angaben zum zu zertifizierenden Beschaffungsprojekt',
      fields: [],
    },
    {
      slug: 'bedarfsmanagement-markterkundung',
      section: 'requirementManagement',
      title: 'Bedarfsmanagement und Markterkundung',
      fields: [],
    },
    { slug: 'vergabe-ausschreibung', section: 'allocation', title: 'Vergabe und Ausschreibung', fields: [] },
    { slug: 'innovationsgrad', section: 'innovationDegree', title: 'Innovationsgrad', fields: [] },
  ],
};
