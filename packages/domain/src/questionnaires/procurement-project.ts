import { defineOptions } from '../options';
import {
  optionsOf,
  statementsOf,
  withOptionPoints,
  type Field,
  type QuestionnaireDefinition,
} from './definition';
import { procurementGoals } from './procurement-goals';
import { procurerGeneralFields, procurerInformationFields } from './procurer-common';
import { scales, type Scale } from './scales';

/** Option lists of docs/questionnaire-rules.md §3 that only the project questionnaire asks. */
const ObjectType = defineOptions({
  Product: 'Produkt',
  Service: 'Dienstleistung',
  Other: 'Sonstige',
});

const DemandRequestChannel = defineOptions({
  ByPhone: 'telefonisch',
  ByMail: 'per E-Mail oder Brief',
  ByDigitalRequest: 'über ein digitales Bedarfsmeldesystem',
});

const MarketExplorationGroup = defineOptions({
  Users: 'die Bedarfsträger (Fachabteilung)',
  ProcurementOffice: 'die Beschaffungs- oder Vergabestelle',
  Both: 'Bedarfsträger und Beschaffungsstelle gemeinsam',
  None: 'es gab keine Markterkundung',
});

const ProcurementOfficeInvolvement = defineOptions({
  EarlyAscertainmentOfDemand: 'schon bei der Ermittlung des Bedarfs',
  OnConcreteDemand: 'als der Bedarf konkret feststand',
  AfterCreationOfSpecification: 'erst nachdem die Leistungsbeschreibung erstellt war',
});

const PerformanceDescriptionType = defineOptions({
  Classic: 'klassisch',
  Functional: 'funktional',
});

const ProcedureType = defineOptions({
  DirectPurchase: 'Direktauftrag',
  OpenProcedure: 'Offenes Verfahren bzw. öffentliche Ausschreibung',
  RestrictedProcedure: 'Nicht offenes Verfahren bzw. beschränkte Ausschreibung',
  NegotiationProcedure: 'Verhandlungsverfahren bzw. Verhandlungsvergabe',
  CompetitiveDialogue: 'Wettbewerblicher Dialog',
  InnovativePartnership: 'Innovationspartnerschaft',
});

/** Contract value of the project in five bands (labels in the slider's '<', '>', 'T' and 'M' notation). */
const projectVolumeScale: Scale = {
  id: 'projectVolume',
  steps: ['<100 T€', '100-500 T€', '500 T€-1 M€', '1-5 M€', '>5 M€'].map((label, value) => ({
    value,
    label,
  })),
};

/**
 * The 5 innovation-related procurement situations (docs/questionnaire-rules.md §3; keys and wording not given).
 * @internal
 */
export const procurementSituations = statementsOf({
  NewToMarketSolutions: 'Beschaffung von Lösungen, die neu auf dem Markt sind',
  NewToAgencySolutions: 'Beschaffung von Lösungen, die für Ihre Stelle neu sind',
  FunctionalSpecification: 'Ausschreibung mit funktionaler Leistungsbeschreibung',
  InnovationAsAwardCriterion: 'Vergabe mit Innovation als Zuschlagskriterium',
  InnovationFriendlyProcedure:
    'Vergabe in einem innovationsfreundlichen Verfahren (z. B. Verhandlungsverfahren, wettbewerblicher Dialog, Innovationspartnerschaft)',
});

/** The 7 innovation-degree evaluation criteria (docs/questionnaire-rules.md §3 gives the keys). */
const assessmentCriteria = statementsOf({
  DegreeOfInnovation: 'Innovationsgrad der angebotenen Lösung',
  Sustainability: 'Nachhaltigkeit und Umweltverträglichkeit',
  SocialAspects: 'Soziale Aspekte',
  LongTermProfitability: 'Langfristige Wirtschaftlichkeit (z. B. Lebenszykluskosten)',
  Feasibility: 'Umsetzbarkeit des Angebots',
  ProfessionalCompetencies: 'Fachliche Kompetenz des Anbieters',
  UserFriendliness: 'Nutzerfreundlichkeit',
});

/**
 * The 12 procurement tools (docs/questionnaire-rules.md §3; field and keys not given, ADR 011). The keys are those of the same tools in
 * the spec's procurement methods set, which the office questionnaire rates.
 * @internal
 */
export const procurementTools = statementsOf({
  MarketExploration: 'Markterkundung vor der Ausschreibung',
  EarlyCommunication: 'Frühzeitige Gespräche mit Anbietern (z. B. Anbieterdialog, Informationsveranstaltung)',
  CrossFunctionalTeams: 'Fachübergreifendes Projektteam aus Bedarfsträgern, Vergabe, Technik und Recht',
  Tossing: 'Aufteilung des Auftrags in Lose',
  Pooling: 'Gemeinsame Beschaffung mit anderen öffentlichen Auftraggebern',
  SideOfferings: 'Zulassung von Nebenangeboten',
  LifeCycleCostAnalysis: 'Bewertung der Lebenszykluskosten',
  Prototyping: 'Erprobung von Prototypen oder Teststellungen',
  PreventTooStrictSuitabilityCriteria:
    'Eignungskriterien, die auch jungen und kleinen Unternehmen die Teilnahme erlauben',
  PerformanceOrientedContracts: 'Leistungsorientierte Vertragsgestaltung (z. B. Bonus-Malus-Regelungen)',
  LegalArrangementOfIntellectualProperty: 'Vertragliche Regelung der Rechte an geistigem Eigentum',
  IntroductionOfFrameAgreement: 'Rahmenvereinbarung',
});

/**
 * The 9 technical improvement types (docs/questionnaire-rules.md §3; keys and wording not given).
 * @internal
 */
export const advancementScopes = statementsOf({
  Functionality: 'Neue oder erweiterte Funktionen',
  Performance: 'Höhere Leistung (z. B. Geschwindigkeit, Kapazität, Genauigkeit)',
  Reliability: 'Höhere Qualität, Zuverlässigkeit oder Lebensdauer',
  ResourceEfficiency: 'Weniger Verbrauch von Energie und Rohstoffen, weniger Emissionen',
  Usability: 'Einfachere Bedienung oder bessere Barrierefreiheit',
  Interoperability: 'Bessere Anbindung an vorhandene Systeme und Abläufe',
  Security: 'Mehr Sicherheit (Arbeitsschutz, Daten- oder IT-Sicherheit)',
  Automation: 'Digitalisierung oder Automatisierung von Arbeitsschritten',
  OperatingCosts: 'Geringere Betriebs- und Wartungskosten',
});

const projectInformationFields = [
  {
    key: 'projectProcurementExperienceExists',
    kind: 'yesNo',
    points: { YES: 5, NO: 0 },
    label: 'Hat Ihre Stelle schon früher innovative Beschaffungsprojekte durchgeführt?',
  },
  {
    key: 'procurementProportions',
    kind: 'matrix',
    label: 'Welcher Anteil Ihrer Beschaffungen fällt auf die folgenden Situationen?',
    help: 'Schätzen Sie den Anteil an der Zahl aller Beschaffungen Ihrer Stelle in einem Jahr.',
    scale: scales.share,
    statements: procurementSituations,
  },
] as const satisfies readonly Field[];

/** Zertifizierung innovativer Beschaffungsprojekte: docs/questionnaire-rules.md §2–§5, docs/questionnaires.md. */
export const procurementProjectDefinition = {
  steps: [
    {
      slug: 'allgemeine-angaben',
      section: 'general',
      title: 'Allgemeine Angaben',
      intro:
        'Bitte nennen Sie uns eine Ansprechperson und die Institution, für die Sie das Projekt einreichen.',
      fields: procurerGeneralFields,
    },
    {
      slug: 'informationen-zur-vergabe-beschaffungsstelle',
      section: 'information',

      title: 'Informationen zur Vergabe- und Beschaffungsstelle',
      intro:
        'Diese Angaben beschreiben die Stelle, die das Projekt beschafft hat. So können wir das Projekt richtig einordnen.',
      fields: [...procurerInformationFields, ...projectInformationFields],
    },
    {
      slug: 'angaben-zum-zu-zertifizierenden-beschaffungsprojekt',
      section: 'projectInformation',
      title: 'Angaben zum zu zertifizierenden Beschaffungsprojekt',
      intro: 'Beschreiben Sie das Beschaffungsprojekt, das zertifiziert werden soll.',
      fields: [
        {
          key: 'category',
          kind: 'choice',
          label: 'Was wurde beschafft?',
          options: optionsOf(ObjectType),
        },
        {
          key: 'categoryOther',
          kind: 'text',
          label: 'Was wurde beschafft (Sonstige)?',
          visibleWhen: { field: 'projectInformation.category', equals: 'Other' },
        },
        {
          key: 'volume',
          kind: 'rating',
          label: 'Wie hoch ist der Auftragswert des Projekts?',
          help: 'Geschätzter Gesamtwert des Auftrags ohne Umsatzsteuer, über die gesamte Laufzeit.',
          scale: projectVolumeScale,
        },
        {
          key: 'description',
          kind: 'longText',
          label: 'Worum geht es in dem Projekt?',
          help: 'Beschreiben Sie kurz, welcher Bedarf bestand, was beschafft wurde und was daran neu ist.',
        },
      ],
    },
    {
      slug: 'bedarfsmanagement-markterkundung',
      section: 'requirementManagement',
      title: 'Bedarfsmanagement und Markterkundung',
      intro: 'Hier geht es darum, wie der Bedarf an Ihre Stelle kam und wer den Markt erkundet hat.',
      fields: [
        {
          key: 'communicationChannel',
          kind: 'choice',
          label: 'Wie wurde der Bedarf an die Beschaffungsstelle gemeldet?',
          options: withOptionPoints(optionsOf(DemandRequestChannel), {
            ByPhone: 0,
            ByMail: 2,
            ByDigitalRequest: 5,
          }),
        },
        {
          key: 'mostInvolvedGroup',
          kind: 'choice',
          label: 'Wer hat die Markterkundung durchgeführt?',
          options: withOptionPoints(optionsOf(MarketExplorationGroup), {
            Users: 3,
            ProcurementOffice: 3,
            Both: 5,
            None: 0,
          }),
        },
        {
          key: 'whenRequirementNotified',
          kind: 'choice',
          label: 'Wann wurde die Beschaffungsstelle in das Projekt einbezogen?',
          options: withOptionPoints(optionsOf(ProcurementOfficeInvolvement), {
            EarlyAscertainmentOfDemand: 5,
            OnConcreteDemand: 2,
            AfterCreationOfSpecification: 0,
          }),
        },
      ],
    },
    {
      slug: 'vergabe-ausschreibung',
      section: 'allocation',
      title: 'Vergabe und Ausschreibung',
      intro:
        'Diese Fragen betreffen das Vergabeverfahren des Projekts: Zuschlagskriterien, Verfahren und Werkzeuge.',
      fields: [
        {
          key: 'assessmentCriteria',
          kind: 'matrix',
          label: 'Wie wichtig waren die folgenden Kriterien für die Zuschlagsentscheidung?',
          help: 'Gemeint ist das Gewicht des Kriteriums in der Wertung der Angebote.',
          scale: scales.importance,
          statements: assessmentCriteria,
        },
        {
          key: 'furtherAssessmentCriteriaExist',
          kind: 'yesNo',
          points: { YES: 5, NO: 0 },
          label: 'Gab es neben dem Preis und den oben genannten Kriterien weitere Zuschlagskriterien?',
        },
        {
          key: 'performanceDescriptionType',
          kind: 'choice',
          label: 'Wie wurde die Leistung beschrieben?',
          help: 'Klassisch: Die Leistung wird genau vorgegeben. Funktional: Sie beschreiben das Ziel oder die Funktion, und die Anbieter schlagen die Lösung vor.',
          options: withOptionPoints(optionsOf(PerformanceDescriptionType), { Classic: 0, Functional: 5 }),
        },
        {
          key: 'procedureType',
          kind: 'choice',
          label: 'In welchem Verfahren wurde der Auftrag vergeben?',
          options: withOptionPoints(optionsOf(ProcedureType), {
            DirectPurchase: 0,
            OpenProcedure: 2,
            RestrictedProcedure: 2,
            NegotiationProcedure: 4,
            CompetitiveDialogue: 5,
            InnovativePartnership: 5,
          }),
        },
        {
          key: 'procurementTools',
          kind: 'checklist',
          label: 'Welche der folgenden Werkzeuge haben Sie in diesem Projekt eingesetzt?',
          help: 'Kreuzen Sie alle zutreffenden an.',
          items: procurementTools,
          minChecked: 0,
          // Not among the specification's fields: its advice is given, but it is worth no points (ADR 049).
          scored: false,
        },
      ],
    },
    {
      slug: 'innovationsgrad',
      section: 'innovationDegree',
      title: 'Innovationsgrad',
      intro:
        'Zum Schluss bitten wir Sie einzuschätzen, wie neu das Beschaffte ist und welche Ziele erreicht wurden.',
      fields: [
        {
          key: 'marketComparability',
          kind: 'yesNo',
          // Nothing comparable on the market is the highest degree of innovation.
          points: { YES: 0, NO: 5 },
          label: 'Gibt es am Markt bereits Lösungen, die mit dem beschafften Gegenstand vergleichbar sind?',
        },
        {
          key: 'advancement',
          kind: 'yesNo',
          points: { YES: 5, NO: 0 },
          label: 'Geht der beschaffte Gegenstand über diese vergleichbaren Lösungen hinaus?',
          visibleWhen: { field: 'innovationDegree.marketComparability', equals: 'YES' },
          // Hidden when nothing comparable exists: then the question does not apply.
          notApplicableWhenHidden: true,
        },
        {
          key: 'advancementScopes',
          kind: 'checklist',
          label: 'Worin geht er über die vergleichbaren Lösungen hinaus?',
          help: 'Kreuzen Sie mindestens eine Verbesserung an.',
          items: advancementScopes,
          minChecked: 1,
          visibleWhen: { field: 'innovationDegree.advancement', equals: 'YES' },
          notApplicableWhenHidden: true,
        },
        {
          key: 'procurementGoalAchievements',
          kind: 'matrix',
          label: 'Das Projekt hat die folgenden Beschaffungsziele erreicht. Inwieweit stimmen Sie zu?',
          scale: scales.agreement,
          statements: procurementGoals,
        },
      ],
    },
  ],
} as const satisfies QuestionnaireDefinition;
