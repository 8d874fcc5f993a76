import { statementsOf } from './definition';

/**
 * The 13 procurement goals (docs/questionnaire-rules.md §3: "13 procurement goals", keys and wording not given).
 * Worded as goals without a verb, so that both uses read: the office rates how important each goal is
 * (strategicGoals.agencyGoals), the project how far it was achieved (innovationDegree.procurementGoalAchievements).
 */
export const procurementGoals = statementsOf({
  EconomicEfficiency: 'Wirtschaftlichkeit: das beste Verhältnis von Preis und Leistung',
  LifecycleCosts: 'Niedrige Kosten über die gesamte Nutzungsdauer (Lebenszykluskosten)',
  Quality: 'Hohe Qualität der beschafften Leistungen',
  SecurityOfSupply: 'Verlässliche Versorgung mit den benötigten Leistungen',
  LegalCertainty: 'Rechtssicherheit des Vergabeverfahrens',
  EfficientProcedures: 'Schlanke und zügige Vergabeverfahren',
  TransparencyAndCompetition: 'Transparenz und fairer Wettbewerb',
  EnvironmentalProtection: 'Umwelt- und Klimaschutz',
  SocialResponsibility: 'Soziale Verantwortung (z. B. faire Arbeitsbedingungen, Inklusion)',
  SmallBusinessesAndStartUps: 'Beteiligung kleiner und mittlerer Unternehmen sowie von Start-ups',
  Innovation: 'Förderung von Innovationen',
  ModernAdministration: 'Modernisierung und Digitalisierung der Verwaltung',
  UserSatisfaction: 'Zufriedenheit der Nutzerinnen und Nutzer mit dem Ergebnis',
});
