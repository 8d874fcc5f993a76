import { defineOptions } from '../options';
import { AgencyLevel } from '../organization';
import { optionsOf, type Field } from './definition';
import { scales } from './scales';

/**
 * Option lists of docs/questionnaire-rules.md §3 shared by the procurement office and project questionnaires.
 * @internal
 */
export const RespondentRole = defineOptions({
  AgencyLeader: 'Behördenleitung',
  CentralAdministrationLeader: 'Leitung der Zentralverwaltung',
  ProcurementLeader: 'Leitung der Beschaffungs- oder Vergabestelle',
  ProcurementStaff: 'Mitarbeiterin oder Mitarbeiter der Beschaffungs- oder Vergabestelle',
  Other: 'Sonstige',
});

const ProcurerReferrer = defineOptions({
  KoinnoWebsite: 'Website des Programms',
  KoinnoNewsletter: 'Newsletter des Programms',
  KoinnoEvent: 'Veranstaltung des Programms',
  ColleaguesOfOtherProcurements: 'Kolleginnen und Kollegen anderer Beschaffungsstellen',
  Other: 'Sonstige',
});

const ProcurementArea = defineOptions({
  Service: 'Dienst- und Lieferleistungen',
  Building: 'Baugewerbe',
  Infrastructure: 'Verkehr/Trinkwasserversorgung/Energieversorgung',
});

const OrganizationMethod = defineOptions({
  CentralProcurement: 'zentrale Beschaffung',
  MostlyDecentralProcurement: 'überwiegend dezentrale Beschaffung',
  DecentralProcurement: 'dezentrale Beschaffung',
  Other: 'Sonstige',
});

const AgencySize = defineOptions({
  VerySmall: '1-2 Beschäftigte',
  Small: '3-5 Beschäftigte',
  Medium: '5-10 Beschäftigte',
  Large: '10-20 Beschäftigte',
  VeryLarge: 'mehr als 20 Beschäftigte',
});

/** allgemeine-angaben: who answers for which public buyer (spec: same block for office and project). */
export const procurerGeneralFields = [
  { key: 'contactName', kind: 'text', prefill: 'userName', label: 'Name der Ansprechperson' },
  {
    key: 'institution',
    kind: 'text',
    prefill: 'organizationName',
    label: 'Name der Institution',
    help: 'Vorausgefüllt mit dem Namen Ihrer aktiven Organisation.',
  },
  { key: 'address', kind: 'longText', prefill: 'organizationAddress', label: 'Anschrift' },
  { key: 'telephone', kind: 'text', prefill: 'userPhone', label: 'Telefonnummer' },
  { key: 'eMail', kind: 'email', prefill: 'userEmail', label: 'E-Mail-Adresse' },
  {
    key: 'agency',
    kind: 'choice',
    prefill: 'organizationAgencyLevel',
    label: 'Ebene des öffentlichen Auftraggebers',
    options: optionsOf(AgencyLevel),
  },
  { key: 'role', kind: 'choice', label: 'Ihre Funktion', options: optionsOf(RespondentRole) },
  {
    key: 'roleOther',
    kind: 'text',
    label: 'Ihre Funktion (Sonstige)',
    visibleWhen: { field: 'general.role', equals: 'Other' },
  },
  {
    key: 'referrer',
    kind: 'choice',
    label: 'Wie sind Sie auf die Zertifizierung aufmerksam geworden?',
    options: optionsOf(ProcurerReferrer),
  },
  {
    key: 'referrerOther',
    kind: 'text',
    label: 'Wie sind Sie aufmerksam geworden (Sonstige)?',
    visibleWhen: { field: 'general.referrer', equals: 'Other' },
  },
] as const satisfies readonly Field[];

/** informationen-zur-vergabe-beschaffungsstelle: the fields both procurer questionnaires ask. */
export const procurerInformationFields = [
  {
    key: 'procurementArea',
    kind: 'choice',
    label: 'In welchem Bereich beschafft Ihre Stelle überwiegend?',
    options: optionsOf(ProcurementArea),
  },
  {
    key: 'organizationMethod',
    kind: 'choice',
    label: 'Wie ist die Beschaffung in Ihrer Organisation organisiert?',
    options: optionsOf(OrganizationMethod),
  },
  {
    key: 'organizationMethodOther',
    kind: 'text',
    label: 'Organisation der Beschaffung (Sonstige)',
    visibleWhen: { field: 'information.organizationMethod', equals: 'Other' },
  },
  {
    key: 'procurementVolume',
    kind: 'rating',
    label: 'Jährliches Beschaffungsvolumen Ihrer Stelle',
    help: 'Summe der Auftragswerte eines Jahres, netto.',
    scale: scales.procurementVolume,
  },
  {
    key: 'procurementsPerYear',
    kind: 'rating',
    label: 'Anzahl der Beschaffungsvorgänge pro Jahr',
    scale: scales.procurementsPerYear,
  },
  {
    key: 'agencySize',
    kind: 'choice',
    label: 'Wie viele Beschäftigte arbeiten in Ihrer Beschaffungs- oder Vergabestelle?',
    options: optionsOf(AgencySize),
  },
] as const satisfies readonly Field[];
