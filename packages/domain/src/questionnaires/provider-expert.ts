import { defineOptions } from '../options';
import { BusinessSector, CompanySize } from '../organization';
import {
  optionsOf,
  statementsOf,
  withOptionPoints,
  withPoints,
  type QuestionnaireDefinition,
} from './definition';
import type { Scale } from './scales';

/*
 * Option sets of the expert questionnaire (docs/questionnaire-rules.md §3 "Provider option lists", §9 scores).
 * Keys as the spec spells them; the German wording is ours. Scoring reads the sets and scores from here.
 */

const FoundingDateRange = defineOptions({
  LessThanTwoYears: 'vor weniger als 2 Jahren',
  TwoToFiveYears: 'vor 2 bis 5 Jahren',
  SixToTenYears: 'vor 6 bis 10 Jahren',
  MoreThanTenYears: 'vor mehr als 10 Jahren',
});

/**
 * Innovation stage; its rank (0–6) is the stored value and the score (docs/questionnaire-rules.md §3, §9).
 * @internal
 */
export const DevelopmentStatus = defineOptions({
  None: 'noch keine Produktidee',
  Idea: 'Idee',
  Development: 'in Entwicklung',
  Prototype: 'Prototyp',
  Testing: 'in Erprobung',
  MarketReady: 'marktreif',
  InProduction: 'am Markt eingeführt',
});

const AddedValueClarity = defineOptions({ Yes: 'ja', Probable: 'vermutlich', No: 'nein' });

const DemandKnown = defineOptions({ Yes: 'ja', Probable: 'vermutlich', No: 'nein' });

/** Market knowledge checklist, 1 point each. */
const MarketKnowledge = defineOptions({
  MarketPositionKnown: 'Wir kennen die Position unseres Angebots im Markt.',
  CompetitorsKnown: 'Wir kennen unsere Wettbewerber.',
  CompetitorThreatKnown: 'Wir können einschätzen, wie stark uns der Wettbewerb gefährdet.',
  CooperationPartnersKnown:
    'Wir kennen mögliche Partner für eine Zusammenarbeit, z. B. für eine Bietergemeinschaft.',
  MarketNicheServed: 'Wir bedienen eine klar umrissene Marktnische.',
  PublicSectorWithHighestDemandKnown:
    'Wir wissen, in welchen Bereichen der öffentlichen Hand der Bedarf an unserem Angebot am größten ist.',
});

/** Procurement readiness checklist, 1 point each. */
const TenderReadiness = defineOptions({
  RelevantActorsKnown: 'Wir kennen die öffentlichen Auftraggeber, die für unser Angebot in Frage kommen.',
  RelevantTenderPlatformsKnown:
    'Wir kennen die Vergabeplattformen, auf denen passende Ausschreibungen erscheinen.',
  AptitudeCheckDocumentsAvailable:
    'Die Nachweise für die Eignungsprüfung liegen uns vor (z. B. Referenzen, Bescheinigungen, Umsatzzahlen).',
  AptitudeCheckCompetenciesAvailable:
    'Wir wissen, wie wir unsere Eignung in einem Vergabeverfahren nachweisen.',
  TenderWorkflowsKnown: 'Wir kennen den Ablauf eines Vergabeverfahrens.',
  ValueThresholdsKnown:
    'Wir kennen die Wert- und Schwellenwerte, nach denen sich das Vergabeverfahren richtet.',
  CanAssessEffort: 'Wir können den Aufwand für ein Angebot auf eine Ausschreibung einschätzen.',
  PrinciplesOfTenderKnown:
    'Wir kennen die Grundsätze des Vergaberechts: Wettbewerb, Transparenz und Gleichbehandlung.',
});

/** Support already used (the spec's "support wanted" keys). */
const ProfessionalSupport = defineOptions({
  furtherEducation: 'Weiterbildung oder Schulung zum öffentlichen Auftragswesen',
  KOINNOPlaybook: 'Playbook (Leitfaden) des Programms',
  infoEvent: 'Informationsveranstaltung',
  infoMaterial: 'Informationsmaterial wie Broschüren, Merkblätter oder Webseiten',
  consulting: 'Beratung, z. B. durch eine Auftragsberatungsstelle',
  other: 'Sonstige',
});

/**
 * How often the company took part in public tenders; the value is the score (docs/questionnaire-rules.md §9).
 * @internal
 */
export const TenderParticipation = defineOptions({
  Never: 'nie',
  OneToTwo: '1-2 mal',
  ThreeOrNine: '3-9 mal',
  TenToTwenty: '10-20 mal',
  OverTwenty: '>20 mal',
});

/** @internal */
export const BidderRole = defineOptions({
  aloneMainBidder: 'allein als Bieter',
  mainBidderWithSubcontractor: 'als Hauptauftragnehmer mit Unterauftragnehmern',
  consortium: 'in einer Bietergemeinschaft',
  subcontractor: 'als Unterauftragnehmer',
  suitabilityLoan: 'als Eignungsverleiher: Ein Bieter hat sich auf Ihre Eignung gestützt',
});

/**
 * Procedure experience, 1 point each.
 * @internal
 */
export const ProcedureExperience = defineOptions({
  competitionDialog: 'Wettbewerblicher Dialog',
  innovationPartnership: 'Innovationspartnerschaft',
  procurement: 'Vorkommerzielle Auftragsvergabe (PCP)',
  allocation: 'Verhandlungsverfahren oder Verhandlungsvergabe',
});

/** @internal */
export const ProductReference = defineOptions({
  contractsInPublicSector: 'Aufträge öffentlicher Auftraggeber',
  contractsInPrivateSector: 'Aufträge privater Kunden',
});

/** Innovation management practices and customer acquisition, asked together. */
const ProviderStatement = defineOptions({
  innovationManagement: 'Wir steuern Innovationen mit einem festen Innovationsmanagement.',
  observation: 'Wir beobachten Markt, Technik und Wettbewerb regelmäßig.',
  agileMethods: 'Wir entwickeln mit agilen Methoden, z. B. Scrum oder Design Thinking.',
  proactive: 'Wir sprechen öffentliche Auftraggeber von uns aus an.',
  visitEvents: 'Wir besuchen Veranstaltungen, auf denen öffentliche Auftraggeber vertreten sind.',
  conductEvents: 'Wir richten selbst Veranstaltungen für öffentliche Auftraggeber aus.',
  entryKOINNOvationsplatz:
    'Wir haben unsere Innovation auf dem Innovationsmarktplatz des Programms eingetragen.',
  entryInRelevantDirectories:
    'Wir sind in einschlägigen Unternehmens- oder Lieferantenverzeichnissen eingetragen.',
  other: 'Wir gewinnen öffentliche Auftraggeber auch auf anderen Wegen.',
});

const PublicProcurerImportance = defineOptions({
  VeryImportant: 'sehr wichtig',
  Important: 'wichtig',
  LessImportant: 'weniger wichtig',
  NotImportant: 'nicht wichtig',
});

const PublicTenderMonitoring = defineOptions({
  DedicatedPerson: 'eine Person, die eigens dafür zuständig ist',
  PersonWithMultipleTasks: 'eine Person neben ihren anderen Aufgaben',
  NoPerson: 'niemand',
});

const CompetitiveStrategy = defineOptions({
  cheapestContender: 'durch den günstigsten Preis',
  specializedOnQuality: 'durch besonders hohe Qualität',
  specializedOnConcreteSegment: 'durch Spezialisierung auf ein bestimmtes Marktsegment',
  goodServiceOffering: 'durch guten Service',
});

const ProviderReferrer = defineOptions({
  KoinnoWebsite: 'Website des Programms',
  KoinnoNewsletter: 'Newsletter des Programms',
  KoinnoEvent: 'Veranstaltung des Programms',
  Recommendation: 'Empfehlung',
  SearchEngine: 'Suchmaschine',
  Event: 'andere Veranstaltung, z. B. Messe oder Konferenz',
  Other: 'Sonstige',
});

/**
 * The scores of docs/questionnaire-rules.md §9 that are not simply 1 point per ticked item.
 * @internal
 */
export const providerScores = {
  developmentStatus: Object.fromEntries(
    DevelopmentStatus.values.map((value, rank) => [value, rank]),
  ) as Record<(typeof DevelopmentStatus.values)[number], number>,
  additionalValue: { Yes: 3, Probable: 1, No: 0 },
  participatedInPublicTender: { Never: 0, OneToTwo: 3, ThreeOrNine: 4, TenToTwenty: 5, OverTwenty: 6 },
  participationTypeInPublicTender: {
    aloneMainBidder: 5,
    mainBidderWithSubcontractor: 5,
    consortium: 4,
    subcontractor: 2,
    suitabilityLoan: 1,
  },
  productReferences: { contractsInPublicSector: 8, contractsInPrivateSector: 4 },
  /** Ours (the spec gives no score): like the added value. */
  demandFromPublicSector: { Yes: 3, Probable: 1, No: 0 },
  /** Ours: how much weight the company gives public customers. */
  publicProcurerImportance: { VeryImportant: 3, Important: 2, LessImportant: 1, NotImportant: 0 },
  /** Ours: someone watching for tenders, best a dedicated person. */
  publicTenderMonitoring: { DedicatedPerson: 2, PersonWithMultipleTasks: 1, NoPerson: 0 },
  /** Ours: having been asked in a market exploration, having contacted a public buyer. */
  yes: { YES: 1, NO: 0 },
} as const;

/** Innovation stage slider: the rank is the value. */
const developmentStatusScale: Scale = {
  id: 'developmentStatus',
  steps: DevelopmentStatus.values.map((value) => ({
    value: providerScores.developmentStatus[value],
    label: DevelopmentStatus.label(value),
  })),
};

/** Tender participation slider: the spec's score is the value, so the steps run 0, 3, 4, 5, 6. */
const tenderParticipationScale: Scale = {
  id: 'tenderParticipation',
  steps: TenderParticipation.values.map((value) => ({
    value: providerScores.participatedInPublicTender[value],
    label: TenderParticipation.label(value),
  })),
};

const tickAll = 'Kreuzen Sie alle zutreffenden an.';

/** Expert-Fragebogen für Unternehmen: docs/questionnaire-rules.md §2–§5, docs/questionnaires.md. */
export const providerExpertDefinition = {
  steps: [
    {
      slug: 'allgemeine-angaben',
      section: 'general',
      title: 'Allgemeine Angaben',
      intro: 'Bitte nennen Sie uns eine Ansprechperson und einige Eckdaten Ihres Unternehmens.',
      fields: [
        { key: 'contactName', kind: 'text', prefill: 'userName', label: 'Name der Ansprechperson' },
        {
          key: 'institution',
          kind: 'text',
          prefill: 'organizationName',
          label: 'Name des Unternehmens',
          help: 'Vorausgefüllt mit dem Namen Ihrer aktiven Organisation.',
        },
        { key: 'address', kind: 'longText', prefill: 'organizationAddress', label: 'Anschrift' },
        { key: 'telephone', kind: 'text', prefill: 'userPhone', label: 'Telefonnummer' },
        { key: 'eMail', kind: 'email', prefill: 'userEmail', label: 'E-Mail-Adresse' },
        {
          key: 'businessSector',
          kind: 'choice',
          prefill: 'organizationBusinessSector',
          label: 'In welcher Branche ist Ihr Unternehmen überwiegend tätig?',
          options: optionsOf(BusinessSector),
        },
        {
          key: 'size',
          kind: 'choice',
          prefill: 'organizationCompanySize',
          label: 'Wie viele Mitarbeitende hat Ihr Unternehmen?',
          options: optionsOf(CompanySize),
        },
        {
          key: 'foundingDateRange',
          kind: 'choice',
          label: 'Wann wurde Ihr Unternehmen gegründet?',
          options: optionsOf(FoundingDateRange),
        },
      ],
    },
    {
      slug: 'produkt-und-markt',
      section: 'product',
      title: 'Produkt und Markt',
      intro:
        'Hier geht es um Ihr innovatives Produkt oder Ihre Dienstleistung und darum, wie gut Sie den Markt kennen. Haben Sie mehrere Angebote, antworten Sie für das, das Sie öffentlichen Auftraggebern vor allem anbieten möchten.',
      fields: [
        {
          key: 'developmentStatus',
          kind: 'rating',
          scored: true,
          label: 'Wie weit ist Ihr Produkt oder Ihre Dienstleistung entwickelt?',
          scale: developmentStatusScale,
        },
        {
          key: 'additionalValue',
          kind: 'choice',
          label: 'Ist klar, welchen Mehrwert Ihr Angebot für öffentliche Auftraggeber hat?',
          help: 'Zum Beispiel geringere Kosten, bessere Leistungen für Bürgerinnen und Bürger oder einfachere Abläufe in der Verwaltung.',
          options: withOptionPoints(optionsOf(AddedValueClarity), providerScores.additionalValue),
        },
        {
          key: 'demandFromPublicSector',
          kind: 'choice',
          label: 'Gibt es bei öffentlichen Auftraggebern Bedarf an Ihrem Angebot?',
          options: withOptionPoints(optionsOf(DemandKnown), providerScores.demandFromPublicSector),
        },
        {
          key: 'publicSectorStatements',
          kind: 'checklist',
          label: 'Welche Aussagen über Ihren Markt treffen auf Ihr Unternehmen zu?',
          help: tickAll,
          items: statementsOf(MarketKnowledge.labels),
          minChecked: 0,
        },
      ],
    },
    {
      slug: 'vorbereitung',
      section: 'preparationProcurement',
      title: 'Vorbereitung auf öffentliche Ausschreibungen',
      intro:
        'Diese Fragen zeigen, wie gut Ihr Unternehmen auf die Teilnahme an öffentlichen Ausschreibungen vorbereitet ist.',
      fields: [
        {
          key: 'tenderStatements',
          kind: 'checklist',
          label: 'Welche Aussagen zu öffentlichen Ausschreibungen treffen auf Ihr Unternehmen zu?',
          help: tickAll,
          items: statementsOf(TenderReadiness.labels),
          minChecked: 0,
        },
        {
          key: 'contactedPublicProcurer',
          kind: 'yesNo',
          label:
            'Haben Sie schon einmal von sich aus Kontakt zu einem öffentlichen Auftraggeber aufgenommen?',
          points: providerScores.yes,
        },
        {
          key: 'usedProfessionalSupport',
          kind: 'checklist',
          label: 'Welche Unterstützung zu öffentlichen Aufträgen haben Sie bereits genutzt?',
          help: tickAll,
          items: statementsOf(ProfessionalSupport.labels),
          minChecked: 0,
        },
        {
          key: 'usedProfessionalSupportOther',
          kind: 'text',
          label: 'Welche sonstige Unterstützung haben Sie genutzt?',
          visibleWhen: { field: 'preparationProcurement.usedProfessionalSupport.other', equals: 1 },
        },
      ],
    },
    {
      slug: 'erfahrungen',
      section: 'experiencePublicProcurement',

      title: 'Erfahrungen mit öffentlichen Aufträgen',
      intro:
        'Bitte geben Sie an, welche Erfahrungen Ihr Unternehmen bisher mit öffentlichen Aufträgen gesammelt hat.',
      fields: [
        {
          key: 'marketResearchContactWithPublicProcurer',
          kind: 'yesNo',
          points: providerScores.yes,
          label:
            'Hat ein öffentlicher Auftraggeber Sie schon einmal im Rahmen einer Markterkundung angesprochen?',
          help: 'Vor einer Ausschreibung erkunden öffentliche Auftraggeber oft den Markt, etwa mit Anfragen oder Gesprächen.',
        },
        {
          key: 'participatedInPublicTender',
          kind: 'rating',
          scored: true,
          label: 'Wie oft hat sich Ihr Unternehmen bisher an öffentlichen Ausschreibungen beteiligt?',
          scale: tenderParticipationScale,
        },
        {
          key: 'participationTypeInPublicTender',
          kind: 'checklist',
          label: 'In welcher Rolle haben Sie sich an Ausschreibungen beteiligt?',
          help: 'Kreuzen Sie mindestens eine Rolle an.',
          items: withPoints(statementsOf(BidderRole.labels), providerScores.participationTypeInPublicTender),
          minChecked: 1,
          visibleWhen: { field: 'experiencePublicProcurement.participatedInPublicTender', greaterThan: 0 },
        },
        {
          key: 'participatedInPublicAllocation',
          kind: 'checklist',
          label: 'An welchen dieser Vergabeverfahren haben Sie schon teilgenommen?',
          help: 'Kreuzen Sie alle zutreffenden an. Wenn keines zutrifft, lassen Sie alle Felder leer.',
          items: statementsOf(ProcedureExperience.labels),
          minChecked: 0,
          visibleWhen: { field: 'experiencePublicProcurement.participatedInPublicTender', greaterThan: 0 },
        },
        {
          key: 'productReferences',
          kind: 'checklist',
          label: 'Aus welchen Aufträgen können Sie Referenzen für Ihr Angebot vorweisen?',
          help: tickAll,
          items: withPoints(statementsOf(ProductReference.labels), providerScores.productReferences),
          minChecked: 0,
        },
      ],
    },
    {
      slug: 'strategie',
      section: 'strategy',
      title: 'Strategie',
      intro:
        'Hier geht es darum, wie Ihr Unternehmen Innovationen vorantreibt und öffentliche Auftraggeber gewinnt.',
      fields: [
        {
          key: 'providerStatements',
          kind: 'checklist',
          label: 'Welche Aussagen treffen auf Ihr Unternehmen zu?',
          help: tickAll,
          items: statementsOf(ProviderStatement.labels),
          minChecked: 0,
        },
        {
          key: 'publicProcurerImportance',
          kind: 'choice',
          label: 'Wie wichtig sind öffentliche Auftraggeber als Kunden für Ihr Unternehmen?',
          options: withOptionPoints(
            optionsOf(PublicProcurerImportance),
            providerScores.publicProcurerImportance,
          ),
        },
        {
          key: 'publicTenderMonitoring',
          kind: 'choice',
          label: 'Wer achtet in Ihrem Unternehmen auf neue öffentliche Ausschreibungen?',
          options: withOptionPoints(optionsOf(PublicTenderMonitoring), providerScores.publicTenderMonitoring),
        },
        {
          key: 'differenceToConcurrence',
          kind: 'choice',
          label: 'Womit heben Sie sich vor allem von Ihren Wettbewerbern ab?',
          options: optionsOf(CompetitiveStrategy),
        },
      ],
    },
    {
      slug: 'sonstiges',
      section: 'other',
      title: 'Sonstiges',
      intro: 'Zum Schluss interessiert uns, wie Sie auf die Zertifizierung aufmerksam geworden sind.',
      fields: [
        {
          key: 'referrer',
          kind: 'choice',
          label: 'Wie sind Sie auf die Zertifizierung aufmerksam geworden?',
          options: optionsOf(ProviderReferrer),
        },
        {
          key: 'referrerOther',
          kind: 'text',
          label: 'Wie sind Sie aufmerksam geworden (Sonstige)?',
          visibleWhen: { field: 'other.referrer', equals: 'Other' },
        },
      ],
    },
  ],
} as const satisfies QuestionnaireDefinition;
