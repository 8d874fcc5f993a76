import { defineOptions } from '../options';
import { statementsOf, withReversed, type ChoiceOption, type QuestionnaireDefinition } from './definition';
import { procurementGoals } from './procurement-goals';
import { procurerGeneralFields, procurerInformationFields } from './procurer-common';
import { scales } from './scales';

/*
 * Option lists and statement sets of the procurement office questionnaire (docs/questionnaire-rules.md §3). Where
 * the spec gives the keys they are spelled as there; where it only counts a set, the keys are ours. Which set
 * belongs to which field: ADR 011, "Placement of the statement sets".
 */

/**
 * Award criteria (spec: "Award criteria (procurement criterion)"): strategicGoals.dominantCriterion.
 * @internal
 */
export const AwardCriterion = defineOptions({
  LowestPrice: 'Niedrigster Preis',
  BestPriceQualityRatio: 'Bestes Preis-Qualitäts-Verhältnis',
  BestPricePerformanceRatio: 'Bestes Preis-Leistungs-Verhältnis',
  BestLifecycleCostBenefitRatio: 'Bestes Verhältnis von Lebenszykluskosten und Nutzen',
});

const awardCriterionHelp: Readonly<Record<(typeof AwardCriterion.values)[number], string>> = {
  LowestPrice: 'Den Zuschlag erhält allein das Angebot mit dem niedrigsten Preis.',
  BestPriceQualityRatio:
    'Neben dem Preis werden Qualitätsmerkmale gewertet, z. B. technischer Wert, Gestaltung, Zugänglichkeit oder Umwelteigenschaften.',
  BestPricePerformanceRatio:
    'Neben dem Preis werden Leistungsmerkmale gewertet, z. B. Funktionalität, Service, Lieferfrist oder Ausführungsdauer.',
  BestLifecycleCostBenefitRatio:
    'Gewertet werden die Kosten über die gesamte Nutzungsdauer (Anschaffung, Betrieb, Wartung, Entsorgung) im Verhältnis zum Nutzen.',
};

/** Scoring: the price alone scores lowest, the life-cycle view best (docs/scoring.md). */
const awardCriterionPoints: Readonly<Record<(typeof AwardCriterion.values)[number], number>> = {
  LowestPrice: 0,
  BestPriceQualityRatio: 3,
  BestPricePerformanceRatio: 3,
  BestLifecycleCostBenefitRatio: 5,
};

const awardCriterionOptions: readonly ChoiceOption[] = AwardCriterion.values.map((value) => ({
  value,
  label: AwardCriterion.label(value),
  help: awardCriterionHelp[value],
  points: awardCriterionPoints[value],
}));

/**
 * The spec's answer scale (Yes, NoButInterested, No): innovationCulture.hasStartUpProcurementIndex.
 * @internal
 */
export const AdviceInterestAnswer = defineOptions({
  Yes: 'ja',
  NoButInterested: 'nein, aber wir haben Interesse an einer Beratung hierzu',
  No: 'nein',
});

/** Scoring of hasStartUpProcurementIndex: using an index scores best, interest in advice a little. */
const startUpIndexPoints: Readonly<Record<(typeof AdviceInterestAnswer.values)[number], number>> = {
  Yes: 5,
  NoButInterested: 2,
  No: 0,
};

/** The 5 innovation-related aims (spec: counted, keys not given), a checklist. */
const innovationAims = statementsOf({
  DemandDrivenInnovation: 'Innovationen durch die Nachfrage der öffentlichen Hand fördern',
  ModernizeAdministration: 'Die eigene Verwaltung durch innovative Lösungen modernisieren',
  ImprovePublicServices: 'Leistungen für Bürgerinnen, Bürger und Unternehmen durch Innovationen verbessern',
  SustainabilityThroughInnovation: 'Nachhaltigkeits- und Klimaziele mit innovativen Produkten erreichen',
  EngageStartUps: 'Start-ups und junge innovative Unternehmen als Auftragnehmer gewinnen',
});

/** The 3 statements about innovative procurement (spec: counted, keys not given), four-step agreement. */
const innovativeProcurementStatements = statementsOf({
  InnovationImprovesTaskFulfilment:
    'Innovative Beschaffungen tragen wesentlich dazu bei, dass unsere Organisation ihre Aufgaben besser erfüllt.',
  InnovationJustifiesHigherEffort:
    'Ein höherer Aufwand im Vergabeverfahren ist gerechtfertigt, wenn dadurch eine innovative Lösung beschafft werden kann.',
  InnovationJustifiesHigherPrice:
    'Ein höherer Anschaffungspreis ist gerechtfertigt, wenn eine innovative Lösung über ihre gesamte Nutzungsdauer wirtschaftlicher ist.',
});

/** The 11 expected benefits of innovative products (spec: counted, keys not given), frequency achieved. */
const expectedBenefits = statementsOf({
  LowerLifecycleCosts: 'Geringere Kosten über die gesamte Nutzungsdauer',
  HigherQuality: 'Höhere Qualität der Leistung',
  TimeSavings: 'Zeitersparnis für Beschäftigte und Nutzende',
  MoreEfficientProcesses: 'Effizientere Verwaltungsabläufe',
  BetterPublicServices: 'Bessere Leistungen für Bürgerinnen, Bürger und Unternehmen',
  LowerEnvironmentalImpact: 'Geringere Belastung von Umwelt und Klima',
  LowerMaintenanceEffort: 'Geringerer Wartungs- und Instandhaltungsaufwand',
  BetterWorkingConditions: 'Bessere Arbeitsbedingungen für die Beschäftigten',
  HigherUserSatisfaction: 'Höhere Zufriedenheit der Nutzerinnen und Nutzer',
  MoreSafety: 'Mehr Sicherheit (z. B. Arbeits-, Betriebs- oder IT-Sicherheit)',
  ProgressInDigitalization: 'Fortschritte bei der Digitalisierung der Verwaltung',
});

/** Strategy (spec set 6, 9 keys), agreement: procurementStrategy.statements. */
const strategyStatements = statementsOf({
  StrategyIncludesClearGoals: 'Unsere Beschaffungsstrategie enthält klare und überprüfbare Ziele.',
  GoalOfInnovativeProcurementIncludedInAllocationStrategy:
    'Das Ziel, innovative Lösungen zu beschaffen, ist in unserer Vergabestrategie ausdrücklich verankert.',
  EstablishingEfficientAndInnovativeProcessesPartOfStrategy:
    'Der Aufbau effizienter und innovativer Beschaffungsprozesse ist Teil unserer Strategie.',
  InnovativeProcessAppliance: 'Unsere Strategie sieht vor, innovative Vergabeverfahren anzuwenden.',
  ConcreteGuidelinesOnProcurement:
    'Für die Umsetzung der Strategie gibt es konkrete Vorgaben zur Beschaffung (z. B. Dienstanweisungen oder Richtlinien).',
  InnovativeToolAppliance: 'Unsere Strategie sieht vor, innovative Beschaffungsinstrumente einzusetzen.',
  FurtherGuidelinesOnProcurement:
    'Über die Strategie hinaus stehen uns weiterführende Leitfäden zur Beschaffung zur Verfügung.',
  FurtherPraxisOrientedGuidelinesOnProcurement:
    'Uns stehen praxisnahe Arbeitshilfen zur Beschaffung zur Verfügung (z. B. Checklisten, Mustervorlagen, Praxisbeispiele).',
  ProcurementStrategyDerivesFromMainStrategy:
    'Unsere Beschaffungsstrategie ist aus der Gesamtstrategie unserer Organisation abgeleitet.',
});

/** Culture (spec set 4, 8 keys), agreement: innovationCulture.statements. Two are negative (reversed). */
const cultureStatements = withReversed(
  statementsOf({
    NewIdeasWithoutFear:
      'In unserer Vergabestelle können die Beschäftigten neue Ideen einbringen, ohne Nachteile befürchten zu müssen.',
    FailingNotPunished:
      'Führt ein neuer Ansatz nicht zum Erfolg, hat das für die Beteiligten keine negativen Folgen.',
    OpinionsAreDiscussed: 'In unserer Vergabestelle werden unterschiedliche Meinungen offen diskutiert.',
    FailingRarelyIsDueToLackingMotivation:
      'Innovative Beschaffungen scheitern bei uns selten an fehlender Motivation der Beschäftigten.',
    EmployeesAvoidRisksInAllocation:
      'Unsere Beschäftigten vermeiden bei Vergaben nach Möglichkeit jedes Risiko.',
    AllocationDoesNotTolerateRisks:
      'In unserer Vergabestelle werden bei Vergaben auch überschaubare Risiken nicht akzeptiert.',
    InnovationEmbracingCulture:
      'In unserer Vergabestelle herrscht eine Kultur, die Innovationen aufgeschlossen begegnet.',
    ErrorCultureEstablished:
      'In unserer Vergabestelle ist eine konstruktive Fehlerkultur etabliert: Aus Fehlern wird gemeinsam gelernt.',
  }),
  ['EmployeesAvoidRisksInAllocation', 'AllocationDoesNotTolerateRisks'],
);

/** Staff and knowledge (spec set 1, 7 keys), agreement: competencies.statements. One is negative (reversed). */
const staffAndKnowledgeStatements = withReversed(
  statementsOf({
    ProcurementKnowledgeSufficient:
      'Das Fachwissen in unserer Vergabestelle reicht aus, um Beschaffungen sachgerecht durchzuführen.',
    StrategicProcurementTraining:
      'Unsere Beschäftigten werden regelmäßig zur strategischen Beschaffung fortgebildet.',
    InnovativeProcurementTraining:
      'Unsere Beschäftigten werden regelmäßig zur innovativen Beschaffung fortgebildet.',
    StaffProcurementMoreTime:
      'Unsere Beschäftigten bräuchten mehr Zeit, um Beschaffungen sorgfältig vorzubereiten und durchzuführen.',
    RarelyFailsOnInsufficientFinances:
      'Innovative Beschaffungen scheitern bei uns selten an fehlenden Haushaltsmitteln.',
    RarelyFailsOnInsufficientStaff:
      'Innovative Beschaffungen scheitern bei uns selten an fehlendem Personal.',
    ConcreteFurtherEducationModelExists:
      'Für unsere Beschäftigten gibt es ein verbindliches Fortbildungskonzept (z. B. feste Schulungspläne).',
  }),
  ['StaffProcurementMoreTime'],
);

/** Competence areas (spec set 2, 11 keys), presence: competencies.competencies. */
const competenceAreas = statementsOf({
  ProcurementOfProductsAndServicesKnowledge:
    'Kenntnisse über die zu beschaffenden Produkte und Dienstleistungen',
  AllocationLegalKnowledge: 'Vergaberechtliche Kenntnisse',
  ProcurementProcessesKnowledge: 'Kenntnisse der Beschaffungsprozesse und Vergabeverfahren',
  ProcurementMarketKnowledge: 'Kenntnisse der Beschaffungsmärkte und der Anbieter',
  BusinessEconomicsKnowledge:
    'Betriebswirtschaftliche Kenntnisse (z. B. Kostenrechnung, Wirtschaftlichkeitsberechnung)',
  TechnicalKnowledge: 'Technisches Fachwissen',
  SkillsInContractManagement: 'Fähigkeiten im Vertragsmanagement',
  SkillsInCoordinationAndProjectManagement: 'Fähigkeiten in Koordination und Projektmanagement',
  AgileMethodsKnowledge: 'Kenntnisse agiler Arbeitsmethoden (z. B. Scrum, Kanban)',
  MarketExplorationKnowledge: 'Kenntnisse in der Markterkundung',
  DigitalToolsAndMarketplacesKnowledge: 'Kenntnisse digitaler Werkzeuge und elektronischer Marktplätze',
});

/** Organisation and management (spec set 5, 9 keys), agreement: legitimation.statements. Two are negative. */
const organizationAndManagementStatements = withReversed(
  statementsOf({
    DifficultToFollowPrincipleOfLifecycleCosts:
      'Es fällt uns schwer, Beschaffungen am Grundsatz der Lebenszykluskosten auszurichten.',
    AllocationInflexibleRegardingInnovativeProcurement:
      'Unsere Vergabeabläufe sind für innovative Beschaffungen zu unflexibel.',
    FullBackingOfAdministrationRegardingProcurement:
      'Die Verwaltungsleitung steht bei Beschaffungsentscheidungen voll hinter der Vergabestelle.',
    EarlyInclusionInWorkflow:
      'Die Vergabestelle wird frühzeitig in die Planung der Fachbereiche eingebunden.',
    CommunicationOnEqualFooting: 'Vergabestelle und Fachbereiche arbeiten auf Augenhöhe zusammen.',
    AdministrationCommitsToInnovativeProcurement:
      'Die Verwaltungsleitung bekennt sich ausdrücklich zur innovativen Beschaffung.',
    AdministrationEncouragesInnovativeProcurement:
      'Die Verwaltungsleitung ermutigt die Beschäftigten aktiv, innovative Lösungen zu beschaffen.',
    ContinuousProjectManagementRegardingProcurementExists:
      'Beschaffungsvorhaben werden von der Bedarfsermittlung bis zur Vertragsabwicklung durchgehend als Projekt gesteuert.',
    FlexibleProcurementProcess:
      'Unser Beschaffungsprozess lässt sich flexibel an die Anforderungen des einzelnen Vorhabens anpassen.',
  }),
  ['DifficultToFollowPrincipleOfLifecycleCosts', 'AllocationInflexibleRegardingInnovativeProcurement'],
);

/** Electronic tools (spec set 3, 9 keys), frequency: digitalization.tools. */
const electronicTools = statementsOf({
  AllocationPlatform:
    'Vergabeplattform (Bekanntmachung der Verfahren und Bereitstellung der Vergabeunterlagen)',
  ElectronicTender:
    'Elektronische Ausschreibung (Erstellung und Veröffentlichung der Ausschreibung in elektronischer Form)',
  ElectronicRequirementManagement:
    'Elektronische Bedarfsmeldung (die Fachbereiche melden ihre Bedarfe digital, die Vergabestelle bündelt sie)',
  ElectronicCatalog:
    'Elektronischer Katalog (Abruf von Leistungen, z. B. aus Rahmenvereinbarungen, über einen digitalen Katalog)',
  TenderManagementSoftware:
    'Vergabemanagementsoftware (Vorbereitung, Durchführung und Dokumentation der Vergabeverfahren mit einer Software)',
  ElectronicOfferContribution:
    'Elektronische Angebotsabgabe (die Bieter reichen ihre Angebote über eine Plattform ein)',
  ElectronicOfferEvaluation:
    'Elektronische Angebotswertung (Prüfung und Wertung der Angebote mit Softwareunterstützung)',
  ElectronicSignature:
    'Elektronische Signatur (rechtsverbindliches Unterzeichnen von Dokumenten in elektronischer Form)',
  ElectronicAuction:
    'Elektronische Auktion (die Bieter verbessern ihre Preise oder andere Angebotswerte in einem elektronischen Bietverfahren)',
});

/** The 17 strategy and analysis methods (spec: counted, "ABC, SWOT, SCOPE, cost-benefit, benchmarking and others"). */
const strategyAndAnalysisMethods = statementsOf({
  AbcAnalysis:
    'ABC-Analyse (Einteilung der Beschaffungsgegenstände nach ihrem Anteil am gesamten Beschaffungsvolumen)',
  SwotAnalysis: 'SWOT-Analyse (Gegenüberstellung von Stärken, Schwächen, Chancen und Risiken)',
  ScopeAnalysis:
    'SCOPE-Analyse (Lagebeurteilung nach Ausgangssituation, Kernkompetenzen, Hindernissen, Chancen und Erwartungen)',
  CostBenefitAnalysis:
    'Kosten-Nutzen-Analyse (Vergleich der Kosten einer Maßnahme mit ihrem in Geld bewerteten Nutzen)',
  Benchmarking:
    'Benchmarking (Vergleich von Preisen, Prozessen oder Ergebnissen mit anderen Beschaffungsstellen)',
  PortfolioAnalysis:
    'Portfolioanalyse nach Kraljic (Einordnung der Beschaffungsgegenstände nach ihrer Bedeutung und ihrem Versorgungsrisiko)',
  MakeOrBuyAnalysis:
    'Make-or-Buy-Analyse (Entscheidung zwischen eigener Leistungserbringung und Fremdvergabe)',
  TotalCostOfOwnership:
    'Total-Cost-of-Ownership-Analyse (Vergleich von Alternativen anhand aller Kosten, die über die Nutzungsdauer anfallen)',
  ValueAnalysis:
    'Wertanalyse (Untersuchung, welche Funktionen eine Leistung erfüllen muss und wie sie sich am kostengünstigsten erreichen lassen)',
  ScenarioTechnique:
    'Szenariotechnik (Entwicklung und Vergleich möglicher künftiger Entwicklungen für die Planung)',
  StakeholderAnalysis:
    'Stakeholderanalyse (Erfassung der an einem Vorhaben Beteiligten mit ihren Interessen und ihrem Einfluss)',
  PestelAnalysis:
    'PESTEL-Analyse (Untersuchung politischer, wirtschaftlicher, gesellschaftlicher, technologischer, ökologischer und rechtlicher Einflüsse)',
  RiskAnalysis:
    'Risikoanalyse (Ermittlung und Bewertung von Risiken nach Eintrittswahrscheinlichkeit und Auswirkung)',
  SupplierEvaluation:
    'Lieferantenbewertung (systematische Beurteilung der Auftragnehmer, z. B. nach Qualität, Termintreue und Service)',
  DemandForecast: 'Bedarfsprognose (Vorausschätzung künftiger Bedarfe aus Verbrauchsdaten und Planungen)',
  SupplierMarketAnalysis:
    'Lieferantenmarktanalyse (Untersuchung von Anbieterstruktur, Preisentwicklung und Neuerungen auf einem Beschaffungsmarkt)',
  UtilityAnalysis:
    'Nutzwertanalyse (Bewertung von Alternativen anhand gewichteter, auch nicht in Geld messbarer Kriterien)',
});

/** Procurement methods (spec set 7, 29 keys), frequency: procurementToolApplication.tools. */
const procurementMethods = statementsOf({
  CrossFunctionalTeams:
    'Fachübergreifende Teams (Vergabestelle, Fachbereich und weitere Stellen bereiten Beschaffungen gemeinsam vor)',
  MarketExploration:
    'Markterkundung (vor der Vergabe einen Überblick über Anbieter und verfügbare Lösungen gewinnen, z. B. durch Recherche oder Anbietergespräche)',
  RiskManagement:
    'Risikomanagement (Risiken eines Vorhabens systematisch erfassen, bewerten und ihnen vertraglich oder organisatorisch begegnen)',
  Prototyping:
    'Prototyping (Lösungen vor oder während der Beschaffung anhand von Mustern oder Prototypen erproben)',
  LifeCycleCostAnalysis:
    'Lebenszykluskostenbetrachtung (Kosten für Anschaffung, Betrieb, Wartung und Entsorgung gemeinsam bewerten)',
  Pooling: 'Bedarfsbündelung (gleichartige Bedarfe zusammenfassen, auch gemeinsam mit anderen Auftraggebern)',
  Tossing:
    'Losaufteilung (einen Auftrag in Teil- oder Fachlose aufteilen, damit sich auch kleinere Unternehmen beteiligen können)',
  SideOfferings:
    'Zulassung von Nebenangeboten (die Bieter dürfen gleichwertige Lösungen anbieten, die von der Leistungsbeschreibung abweichen)',
  FunctionalDescription:
    'Funktionale Leistungsbeschreibung (Ziel und Funktion der Leistung beschreiben statt eine technische Lösung vorzugeben)',
  ActualCapabilityFormulation:
    'Bedarfsgerechte Anforderungen (die tatsächlich benötigten Fähigkeiten beschreiben, statt Merkmale bisheriger Produkte zu übernehmen)',
  ConsiderationOfPerformanceCriteria:
    'Leistungskriterien beim Zuschlag (neben dem Preis z. B. Qualität, Funktionalität oder Nachhaltigkeit werten)',
  LegalArrangementOfIntellectualProperty:
    'Regelung des geistigen Eigentums (Nutzungs- und Verwertungsrechte, z. B. an Entwicklungsergebnissen, vertraglich festlegen)',
  PerformanceOrientedContracts:
    'Leistungsorientierte Verträge (die Vergütung richtet sich nach erreichten Ergebnissen oder Leistungskennzahlen)',
  ContractualIncentives:
    'Vertragliche Anreize (z. B. Bonusregelungen für Qualitätsverbesserungen oder Einsparungen während der Vertragslaufzeit)',
  EarlyCommunication:
    'Frühzeitige Kommunikation mit dem Markt (geplante Vorhaben vorab bekannt machen, z. B. durch eine Vorinformation)',
  RequestingOffers: 'Angebotsanfragen (gezielt mehrere Unternehmen zur Abgabe eines Angebots auffordern)',
  CompetitionDialog:
    'Wettbewerblicher Dialog (Vergabeverfahren, in dem mit ausgewählten Unternehmen Lösungen für einen komplexen Bedarf erarbeitet werden)',
  InnovationPartnership:
    'Innovationspartnerschaft (Vergabeverfahren zur Entwicklung und anschließenden Beschaffung einer noch nicht am Markt verfügbaren Lösung)',
  PreCommercialProcurement:
    'Vorkommerzielle Auftragsvergabe (Forschungs- und Entwicklungsleistungen im Wettbewerb mehrerer Unternehmen beauftragen, bevor eine Lösung marktreif ist)',
  PlaningContest:
    'Planungswettbewerb (ein Preisgericht wählt unter eingereichten Entwürfen oder Konzepten die beste Lösung aus)',
  Negotiation:
    'Verhandlungen mit Bietern (über Inhalt und Preis der Angebote, z. B. im Verhandlungsverfahren)',
  BestPractices:
    'Beispiele guter Praxis (Erfahrungen anderer Beschaffungsstellen mit vergleichbaren Vorhaben nutzen)',
  InteractionAndCommunicationWithStartups:
    'Austausch mit Start-ups (z. B. auf Veranstaltungen, bei Pitches oder über Start-up-Plattformen)',
  ExchangeWithPublicInstitutions:
    'Austausch mit anderen öffentlichen Auftraggebern (z. B. in Netzwerken, Arbeitskreisen oder Einkaufsgemeinschaften)',
  InternalExchange:
    'Interner Erfahrungsaustausch (z. B. regelmäßige Besprechungen zu laufenden und abgeschlossenen Vergaben)',
  LessonsLearned:
    'Lessons Learned (abgeschlossene Beschaffungen systematisch auswerten und die Erkenntnisse für künftige Vorhaben festhalten)',
  EarlyFormulationOfRequirementsAndBudgeting:
    'Frühzeitige Bedarfsplanung und Budgetierung (Anforderungen und Haushaltsmittel rechtzeitig vor der Vergabe festlegen)',
  PreventTooStrictSuitabilityCriteria:
    'Angemessene Eignungskriterien (z. B. keine überhöhten Anforderungen an Umsatz oder Referenzen, damit auch junge Unternehmen teilnehmen können)',
  IntroductionOfFrameAgreement:
    'Rahmenvereinbarungen (Bedingungen für künftige Einzelaufträge über einen festgelegten Zeitraum vereinbaren)',
});

const lifecycleCostsHelp =
  'Lebenszykluskosten sind alle Kosten, die ein Produkt oder eine Leistung von der Anschaffung über Betrieb und Wartung bis zur Entsorgung verursacht.';

/** Zertifizierung innovativer Beschaffungsstellen: docs/questionnaire-rules.md §2–§5, docs/questionnaires.md. */
export const procurementOfficeDefinition = {
  steps: [
    {
      slug: 'allgemeine-angaben',
      section: 'general',
      title: 'Allgemeine Angaben',
      fields: procurerGeneralFields,
    },
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
      intro:
        'In diesem Schritt geht es um die Ziele, die Ihre Organisation mit ihren Beschaffungen verfolgt, und darum, wie Sie Wirtschaftlichkeit verstehen. Beziehen Sie Ihre Antworten auf Ihre Beschaffungs- oder Vergabestelle insgesamt.',
      fields: [
        {
          key: 'agencyGoals',
          kind: 'matrix',
          label: 'Wie wichtig sind die folgenden Ziele bei den Beschaffungen Ihrer Organisation?',
          help: lifecycleCostsHelp,
          scale: scales.importance,
          statements: procurementGoals,
        },
        {
          key: 'consideredStrategicGoals',
          kind: 'checklist',
          label:
            'Welche der folgenden innovationsbezogenen Ziele sind in den strategischen Zielen Ihrer Organisation berücksichtigt?',
          help: 'Kreuzen Sie alle zutreffenden Ziele an. Trifft keines zu, lassen Sie alle Kästchen leer.',
          items: innovationAims,
          minChecked: 0,
        },
        {
          key: 'statements',
          kind: 'matrix',
          label: 'Inwieweit stimmen Sie den folgenden Aussagen zur innovativen Beschaffung zu?',
          help: 'Innovativ ist eine Beschaffung, deren Gegenstand neue oder deutlich verbesserte Produkte, Dienstleistungen oder Verfahren sind. Vorausgewählt ist „Stimme eher zu“; bitte passen Sie die Antwort an, wo sie nicht zutrifft.',
          scale: scales.fourStepAgreement,
          statements: innovativeProcurementStatements,
        },
        {
          key: 'dominantCriterion',
          kind: 'choice',
          label:
            'Nach welchem Kriterium wird bei den Vergaben Ihrer Stelle überwiegend der Zuschlag erteilt?',
          help: 'Wählen Sie das Kriterium, nach dem in der Mehrzahl Ihrer Verfahren das wirtschaftlichste Angebot bestimmt wird.',
          options: awardCriterionOptions,
        },
        {
          key: 'achievedAspectFrequencies',
          kind: 'matrix',
          label:
            'Wie häufig erreichen Sie mit innovativen Produkten und Dienstleistungen die folgenden Vorteile?',
          help: 'Haben Sie noch keine innovativen Produkte oder Dienstleistungen beschafft, wählen Sie „Keine Angabe möglich“.',
          scale: scales.frequency,
          statements: expectedBenefits,
        },
      ],
    },
    {
      slug: 'beschaffungsstrategie',
      section: 'procurementStrategy',
      title: 'Beschaffungsstrategie',
      intro:
        'Hier geht es darum, ob Ihre Organisation eine Beschaffungsstrategie hat und wie innovative Beschaffung darin verankert ist.',
      fields: [
        {
          key: 'existsStrategy',
          kind: 'yesNo',
          points: { YES: 5, NO: 0 },
          label: 'Hat Ihre Organisation eine festgelegte Beschaffungsstrategie?',
          help: 'Eine Beschaffungsstrategie legt verbindlich fest, welche Ziele die Organisation mit ihren Beschaffungen verfolgt und wie sie diese erreichen will, etwa in einem Strategiepapier, einer Dienstanweisung oder einem Beschluss der Leitung.',
        },
        {
          key: 'statements',
          kind: 'matrix',
          label:
            'Inwieweit stimmen Sie den folgenden Aussagen zur Beschaffungsstrategie Ihrer Organisation zu?',
          help: 'Innovative Vergabeverfahren sind z. B. der wettbewerbliche Dialog und die Innovationspartnerschaft. Innovative Beschaffungsinstrumente sind z. B. die funktionale Leistungsbeschreibung, die Zulassung von Nebenangeboten und die Betrachtung der Lebenszykluskosten.',
          scale: scales.agreement,
          statements: strategyStatements,
          visibleWhen: { field: 'procurementStrategy.existsStrategy', equals: 'YES' },
        },
      ],
    },
    {
      slug: 'innovationskultur-innerhalb-der-beschaffungs-vergabestelle',
      section: 'innovationCulture',
      title: 'Innovationskultur innerhalb der Beschaffungs- und Vergabestelle',
      intro:
        'Dieser Schritt fragt nach dem Umgang mit neuen Ideen, Risiken und Fehlern in Ihrer Beschaffungs- oder Vergabestelle und nach Ihren Erfahrungen mit Start-ups.',
      fields: [
        {
          key: 'statements',
          kind: 'matrix',
          label:
            'Inwieweit stimmen Sie den folgenden Aussagen zur Arbeitskultur in Ihrer Beschaffungs- oder Vergabestelle zu?',
          scale: scales.agreement,
          statements: cultureStatements,
        },
        {
          key: 'existsStartUpProcurementExperience',
          kind: 'yesNo',
          points: { YES: 5, NO: 0 },
          label: 'Hat Ihre Beschaffungs- oder Vergabestelle bereits Aufträge an Start-ups vergeben?',
          help: 'Start-ups sind junge Unternehmen mit einem innovativen Produkt, einer innovativen Dienstleistung oder einem innovativen Geschäftsmodell.',
        },
        {
          key: 'hasStartUpProcurementIndex',
          kind: 'choice',
          label:
            'Nutzt Ihre Beschaffungs- oder Vergabestelle eine Übersicht über Start-ups, die als Auftragnehmer für Ihre Bedarfe in Frage kommen?',
          help: 'Gemeint ist ein eigenes oder fremdes Verzeichnis, in dem Start-ups mit ihren Angeboten erfasst sind und das Sie z. B. bei der Markterkundung heranziehen.',
          options: AdviceInterestAnswer.values.map((value) => ({
            value,
            label: AdviceInterestAnswer.label(value),
            points: startUpIndexPoints[value],
          })),
        },
      ],
    },
    {
      slug: 'kompetenzen-und-ressourcen',
      section: 'competencies',
      title: 'Kompetenzen und Ressourcen',
      intro:
        'Hier geht es um das Personal, das Fachwissen und die Unterstützung, die Ihrer Beschaffungs- oder Vergabestelle für innovative Beschaffungen zur Verfügung stehen.',
      fields: [
        {
          key: 'statements',
          kind: 'matrix',
          label:
            'Inwieweit stimmen Sie den folgenden Aussagen zu Personal und Fachwissen in Ihrer Vergabestelle zu?',
          help: 'Strategische Beschaffung richtet die Beschaffungen langfristig an den Zielen der Organisation aus, statt nur einzelne Bedarfe zu decken.',
          scale: scales.agreement,
          statements: staffAndKnowledgeStatements,
        },
        {
          key: 'competencies',
          kind: 'matrix',
          label:
            'In welchem Maß sind die folgenden Kompetenzen in Ihrer Beschaffungs- oder Vergabestelle vorhanden?',
          help: 'Bewerten Sie die Vergabestelle als Ganzes, nicht einzelne Beschäftigte.',
          scale: scales.presence,
          statements: competenceAreas,
        },
        {
          key: 'existsSupport',
          kind: 'yesNo',
          points: { YES: 5, NO: 0 },
          label:
            'Erhalten die Beschäftigten Ihrer Vergabestelle bei innovativen Beschaffungen fachliche Unterstützung?',
          help: 'Zum Beispiel durch Fachabteilungen, eine zentrale Beratungsstelle, ein Kompetenzzentrum oder externe Beratung.',
        },
        {
          key: 'existsMeasures',
          kind: 'yesNo',
          points: { YES: 5, NO: 0 },
          label:
            'Gibt es in Ihrer Organisation Maßnahmen, um Kompetenzen und Ressourcen für innovative Beschaffungen gezielt aufzubauen?',
          help: 'Zum Beispiel Fortbildungsprogramme, gezielte Personalgewinnung, Wissensmanagement oder Kooperationen mit anderen Vergabestellen.',
        },
      ],
    },
    {
      slug: 'legitimation-integration-organisation',
      section: 'legitimation',
      title: 'Legitimation, Integration und Organisation',
      intro:
        'Dieser Schritt fragt, wie Ihre Vergabestelle in die Abläufe Ihrer Organisation eingebunden ist und welchen Rückhalt sie durch die Verwaltungsleitung hat.',
      fields: [
        {
          key: 'statements',
          kind: 'matrix',
          label:
            'Inwieweit stimmen Sie den folgenden Aussagen zur Stellung der Vergabestelle in Ihrer Organisation zu?',
          help: `${lifecycleCostsHelp} Mit Verwaltungsleitung ist die Leitung Ihrer Behörde oder Einrichtung gemeint.`,
          scale: scales.agreement,
          statements: organizationAndManagementStatements,
        },
      ],
    },
    {
      slug: 'digitalisierung',
      section: 'digitalization',
      title: 'Digitalisierung',
      intro:
        'Hier geht es darum, welche elektronischen Werkzeuge Ihre Vergabestelle im Beschaffungsprozess einsetzt und wie häufig.',
      fields: [
        {
          key: 'existTools',
          kind: 'yesNo',
          points: { YES: 5, NO: 0 },
          label: 'Setzt Ihre Vergabestelle elektronische Werkzeuge im Beschaffungsprozess ein?',
          help: 'Gemeint sind Software und Plattformen, die Bedarfsmeldung, Vergabeverfahren oder Vertragsabwicklung unterstützen.',
        },
        {
          key: 'tools',
          kind: 'matrix',
          label: 'Wie häufig setzen Sie die folgenden elektronischen Werkzeuge ein?',
          scale: scales.frequency,
          statements: electronicTools,
          visibleWhen: { field: 'digitalization.existTools', equals: 'YES' },
        },
        {
          key: 'furtherTools',
          kind: 'assessmentList',
          label: 'Welche weiteren elektronischen Werkzeuge setzen Sie ein?',
          help: 'Freiwillige Angabe: Nennen Sie je Zeile ein Werkzeug und wie häufig Sie es einsetzen.',
          optional: true,
          scale: scales.frequency,
          itemLabel: 'Werkzeug',
          assessmentLabel: 'Häufigkeit des Einsatzes',
          visibleWhen: { field: 'digitalization.existTools', equals: 'YES' },
        },
      ],
    },
    {
      slug: 'anwendung-von-methoden-und-strategie-tools',
      section: 'strategicToolApplication',

      title: 'Anwendung von Methoden und Strategie-Tools',
      intro:
        'Dieser Schritt fragt, wie häufig Sie Analyse- und Strategiemethoden bei der Planung und Vorbereitung von Beschaffungen anwenden.',
      fields: [
        {
          key: 'tools',
          kind: 'matrix',
          label: 'Wie häufig wenden Sie die folgenden Methoden und Strategie-Tools an?',
          help: 'Gemeint ist die Anwendung bei der Planung und Vorbereitung von Beschaffungen, durch die Vergabestelle selbst oder gemeinsam mit den Fachbereichen.',
          scale: scales.frequency,
          statements: strategyAndAnalysisMethods,
        },
        {
          key: 'furtherTools',
          kind: 'assessmentList',
          label: 'Welche weiteren Methoden oder Strategie-Tools wenden Sie an?',
          help: 'Freiwillige Angabe: Nennen Sie je Zeile eine Methode und wie häufig Sie sie anwenden.',
          optional: true,
          scale: scales.frequency,
          itemLabel: 'Methode oder Tool',
          assessmentLabel: 'Häufigkeit der Anwendung',
        },
      ],
    },
    {
      slug: 'anwendung-beschaffungswerkzeuge',
      section: 'procurementToolApplication',

      title: 'Anwendung von Beschaffungswerkzeugen',
      intro:
        'Zum Abschluss geht es darum, wie häufig Sie Verfahren, Instrumente und Formen des Austauschs nutzen, die innovative Beschaffungen unterstützen.',
      fields: [
        {
          key: 'tools',
          kind: 'matrix',
          label: 'Wie häufig setzen Sie die folgenden Beschaffungswerkzeuge ein?',
          help: 'Die Liste umfasst Vergabeverfahren, Gestaltungsmöglichkeiten von Leistungsbeschreibung, Zuschlag und Vertrag sowie Formen des Austauschs.',
          scale: scales.frequency,
          statements: procurementMethods,
        },
      ],
    },
  ],
} as const satisfies QuestionnaireDefinition;
