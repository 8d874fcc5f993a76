import type { procurementOfficeDefinition } from '../../questionnaires/procurement-office';
import type { QuestionnaireAdvice } from './types';

/** Advice for the procurement office questionnaire (docs/scoring.md), keyed by field and statement path. */
export const procurementOfficeAdvice: QuestionnaireAdvice<typeof procurementOfficeDefinition> = {
  nextStep: {
    passed:
      'Als nächsten Schritt können Sie die Silber-Stufe anstreben: In einem Workshop des Programms erarbeiten Sie mit Ihrer Beschaffungsstelle konkrete Maßnahmen für die nächsten Schritte Ihrer innovativen Beschaffung.',
    failed:
      'Bis zur erneuten Einreichung helfen Ihnen die E-Learning-Angebote, Leitfäden und Workshops des Programms, Ihre Beschaffungsstelle weiterzuentwickeln; danach können Sie den Fragebogen erneut einreichen.',
  },
  fields: {
    'strategicGoals.agencyGoals': {
      recommendation:
        'Legen Sie fest, welche Ziele Ihre Beschaffungen neben dem Preis verfolgen sollen, etwa Qualität, Lebenszykluskosten, Nachhaltigkeit oder Innovation, und gewichten Sie diese ausdrücklich. Stimmen Sie diese Ziele mit Ihrer Verwaltungsleitung ab.',
      positive:
        'Ihre Beschaffungen verfolgen ein breites Zielbündel, das über den niedrigsten Preis hinausgeht.',
    },
    'strategicGoals.consideredStrategicGoals': {
      recommendation:
        'Verankern Sie innovationsbezogene Ziele in den strategischen Zielen Ihrer Organisation, z. B. die Modernisierung der Verwaltung durch innovative Lösungen oder die Beteiligung von Start-ups. Erst verankerte Ziele geben den Beschäftigten Rückhalt für innovative Vergaben.',
      positive:
        'Innovationsbezogene Ziele sind in den strategischen Zielen Ihrer Organisation gut verankert.',
    },
    'strategicGoals.statements': {
      recommendation:
        'Innovative Beschaffung wird in Ihrer Stelle noch zurückhaltend gesehen. Machen Sie an Praxisbeispielen anderer Beschaffungsstellen sichtbar, wie innovative Lösungen die Aufgabenerfüllung verbessern und sich über die Nutzungsdauer rechnen; die Leitfäden des Programms enthalten solche Beispiele.',
      positive:
        'Sie sehen den Nutzen innovativer Beschaffung und sind bereit, dafür auch höheren Aufwand in Kauf zu nehmen.',
    },
    'strategicGoals.dominantCriterion': {
      recommendation:
        'Sie vergeben überwiegend nach dem niedrigsten Preis. Das wirtschaftlichste Angebot ergibt sich oft erst, wenn Qualität und die Kosten über die gesamte Nutzungsdauer in die Wertung eingehen. Prüfen Sie für geeignete Vergaben Zuschlagskriterien wie Qualität, Folgekosten oder Lebenszykluskosten.',
      positive:
        'Sie bestimmen das wirtschaftlichste Angebot anhand der Lebenszykluskosten und des Nutzens: ein Kernelement innovationsfreundlicher Beschaffung.',
    },
    'strategicGoals.achievedAspectFrequencies': {
      recommendation:
        'Mit innovativen Produkten erreichen Sie die erhofften Vorteile bisher selten. Legen Sie vor der Vergabe messbare Ziele fest (z. B. Zeitersparnis, geringere Folgekosten) und werten Sie nach der Einführung aus, ob sie erreicht wurden.',
      positive:
        'Innovative Produkte und Dienstleistungen bringen Ihrer Organisation regelmäßig spürbare Vorteile.',
    },
    'procurementStrategy.existsStrategy': {
      recommendation:
        'Entwickeln Sie eine schriftliche Beschaffungsstrategie mit klaren, überprüfbaren Zielen und lassen Sie sie von der Verwaltungsleitung beschließen. Die Leitfäden und Workshops des Programms zeigen, wie Sie innovative Beschaffung darin verankern.',
      positive: 'Ihre Organisation hat eine festgelegte Beschaffungsstrategie.',
    },
    'procurementStrategy.statements': {
      recommendation:
        'Ihre Beschaffungsstrategie gibt für innovative Beschaffungen noch wenig Orientierung. Ergänzen Sie konkrete Ziele, die Anwendung innovativer Verfahren und Instrumente sowie praxisnahe Arbeitshilfen wie Checklisten und Mustervorlagen.',
      positive:
        'Ihre Beschaffungsstrategie verankert innovative Beschaffung mit klaren Zielen und konkreten Vorgaben.',
    },
    'innovationCulture.statements': {
      recommendation:
        'Stärken Sie eine Kultur, in der neue Ideen willkommen sind und überschaubare Risiken eingegangen werden dürfen. Die Leitung kann dies fördern, indem sie Rückhalt zusagt und innovative Vorhaben gemeinsam mit dem Team auswertet, auch wenn sie nicht alle Erwartungen erfüllen.',
      positive: 'In Ihrer Vergabestelle herrscht eine offene, innovationsfreundliche Arbeitskultur.',
    },
    'innovationCulture.existsStartUpProcurementExperience': {
      recommendation:
        'Sammeln Sie erste Erfahrungen mit Start-ups, z. B. mit einem kleinen Auftrag unterhalb der Wertgrenzen oder einer Teststellung. Angemessene Eignungskriterien und eine Aufteilung in Lose erleichtern jungen Unternehmen die Teilnahme.',
      positive: 'Ihre Stelle hat bereits Aufträge an Start-ups vergeben.',
    },
    'innovationCulture.hasStartUpProcurementIndex': {
      recommendation:
        'Nutzen Sie eine Übersicht über Start-ups für Ihre Markterkundung, etwa den Innovationsmarktplatz des Programms oder Verzeichnisse von Gründungsnetzwerken. Wenn Sie dazu Beratung wünschen, sprechen Sie das Programm an.',
      positive:
        'Sie nutzen eine Übersicht über Start-ups und erreichen so gezielt junge, innovative Anbieter.',
    },
    'competencies.statements': {
      recommendation:
        'Personal, Zeit und Fortbildung reichen für innovative Beschaffungen noch nicht aus. Planen Sie regelmäßige Fortbildungen zur strategischen und innovativen Beschaffung und schaffen Sie für anspruchsvolle Vorhaben zeitliche Freiräume.',
      positive: 'Ihre Vergabestelle ist personell und fachlich gut für innovative Beschaffungen aufgestellt.',
    },
    'competencies.competencies': {
      recommendation:
        'In mehreren Kompetenzfeldern sehen Sie Lücken. Ermitteln Sie den Qualifizierungsbedarf Ihrer Vergabestelle systematisch und schließen Sie ihn mit Fortbildungen, etwa den E-Learning-Angeboten des Programms, oder mit Unterstützung durch Fachabteilungen.',
      positive:
        'Die für innovative Beschaffungen nötigen Kompetenzen sind in Ihrer Vergabestelle breit vorhanden.',
    },
    'competencies.existsSupport': {
      recommendation:
        'Sorgen Sie dafür, dass Ihre Beschäftigten bei innovativen Beschaffungen fachliche Unterstützung erhalten, z. B. durch die Fachabteilungen, eine zentrale Beratungsstelle oder das Beratungsangebot des Programms.',
      positive: 'Ihre Beschäftigten erhalten bei innovativen Beschaffungen fachliche Unterstützung.',
    },
    'competencies.existsMeasures': {
      recommendation:
        'Bauen Sie Kompetenzen für innovative Beschaffung gezielt auf: mit einem Fortbildungsplan, einem Wissensmanagement für Vergabeunterlagen und Erfahrungen sowie dem Austausch mit anderen Vergabestellen.',
      positive: 'Ihre Organisation baut Kompetenzen und Ressourcen für innovative Beschaffung gezielt auf.',
    },
    'legitimation.statements': {
      recommendation:
        'Die Vergabestelle ist noch nicht ausreichend in die Abläufe eingebunden und von der Leitung getragen. Werben Sie bei der Verwaltungsleitung für ein ausdrückliches Bekenntnis zur innovativen Beschaffung und vereinbaren Sie mit den Fachbereichen, dass die Vergabestelle früh an der Planung beteiligt wird.',
      positive:
        'Ihre Vergabestelle hat den Rückhalt der Verwaltungsleitung und ist früh und auf Augenhöhe in die Abläufe eingebunden.',
    },
    'digitalization.existTools': {
      recommendation:
        'Führen Sie elektronische Werkzeuge im Beschaffungsprozess ein, beginnend mit einer Vergabeplattform für Bekanntmachung, Unterlagen und elektronische Angebotsabgabe. Das spart Zeit und erleichtert auch kleinen Unternehmen die Teilnahme.',
      positive: 'Ihre Vergabestelle setzt elektronische Werkzeuge im Beschaffungsprozess ein.',
    },
    'digitalization.tools': {
      recommendation:
        'Sie nutzen elektronische Werkzeuge bisher nur punktuell. Prüfen Sie, welche Schritte sich zusätzlich digital abbilden lassen, etwa die Bedarfsmeldung, die Angebotswertung oder die elektronische Signatur, und führen Sie sie schrittweise ein.',
      positive: 'Ihre Vergabestelle arbeitet weitgehend durchgängig digital.',
    },
    'strategicToolApplication.tools': {
      recommendation:
        'Analyse- und Strategiemethoden setzen Sie bisher selten ein. Beginnen Sie mit wenigen Methoden, die sich schnell lohnen, etwa einer ABC-Analyse Ihres Beschaffungsvolumens, einer Lieferantenmarktanalyse und einer Nutzwertanalyse zum Vergleich von Lösungen.',
      positive: 'Sie planen Ihre Beschaffungen regelmäßig mit Analyse- und Strategiemethoden.',
    },
    'procurementToolApplication.tools': {
      recommendation:
        'Die Instrumente, die innovative Beschaffungen ermöglichen, nutzen Sie bisher selten. Wählen Sie für Ihr nächstes geeignetes Vorhaben gezielt zwei oder drei davon aus, etwa Markterkundung, funktionale Leistungsbeschreibung und Nebenangebote, und werten Sie die Erfahrungen anschließend aus.',
      positive: 'Sie setzen ein breites Spektrum innovationsfördernder Beschaffungswerkzeuge regelmäßig ein.',
    },
  },
  items: {
    'strategicGoals.agencyGoals.LifecycleCosts': {
      recommendation:
        'Geben Sie den Kosten über die gesamte Nutzungsdauer mehr Gewicht: Betrieb, Wartung und Entsorgung übersteigen den Anschaffungspreis oft deutlich.',
    },
    'strategicGoals.agencyGoals.Innovation': {
      recommendation:
        'Die Förderung von Innovationen hat bei Ihren Beschaffungen bisher wenig Gewicht. Benennen Sie Innovation ausdrücklich als Ziel, damit Beschäftigte innovative Lösungen mit Rückhalt beschaffen können.',
      positive: 'Die Förderung von Innovationen ist für Ihre Beschaffungen ein wichtiges Ziel.',
    },
    'procurementStrategy.statements.StrategyIncludesClearGoals': {
      recommendation:
        'Formulieren Sie in Ihrer Beschaffungsstrategie klare und überprüfbare Ziele, z. B. einen Anteil innovativer Beschaffungen am Volumen, und prüfen Sie jährlich, ob Sie sie erreichen.',
      positive: 'Ihre Beschaffungsstrategie enthält klare, überprüfbare Ziele.',
    },
    'procurementStrategy.statements.GoalOfInnovativeProcurementIncludedInAllocationStrategy': {
      recommendation:
        'Nehmen Sie das Ziel, innovative Lösungen zu beschaffen, ausdrücklich in Ihre Vergabestrategie auf.',
    },
    'procurementStrategy.statements.FurtherPraxisOrientedGuidelinesOnProcurement': {
      recommendation:
        'Stellen Sie Ihren Beschäftigten praxisnahe Arbeitshilfen zur Verfügung, z. B. Checklisten und Mustervorlagen für Markterkundung und funktionale Leistungsbeschreibung; die Leitfäden des Programms bieten dafür eine Grundlage.',
    },
    'innovationCulture.statements.ErrorCultureEstablished': {
      recommendation:
        'Etablieren Sie eine konstruktive Fehlerkultur: Werten Sie abgeschlossene Vorhaben im Team aus, auch die weniger erfolgreichen, und halten Sie fest, was Sie beim nächsten Mal anders machen.',
      positive: 'In Ihrer Vergabestelle wird aus Fehlern gemeinsam gelernt.',
    },
    'innovationCulture.statements.AllocationDoesNotTolerateRisks': {
      recommendation:
        'Überschaubare Risiken gehören zu jeder innovativen Beschaffung. Vereinbaren Sie mit der Leitung, welche Risiken vertretbar sind, und begegnen Sie ihnen mit Instrumenten wie Teststellungen, Meilensteinen oder Kündigungsrechten, statt auf Innovation zu verzichten.',
    },
    'innovationCulture.statements.EmployeesAvoidRisksInAllocation': {
      recommendation:
        'Ihre Beschäftigten meiden Risiken. Geben Sie ihnen Sicherheit durch klare Rückendeckung der Leitung, dokumentierte Entscheidungswege und Beispiele gelungener innovativer Vergaben.',
    },
    'innovationCulture.statements.NewIdeasWithoutFear': {
      recommendation:
        'Schaffen Sie feste Gelegenheiten, in denen Beschäftigte neue Ideen für Beschaffungen einbringen können, z. B. in Teambesprechungen, und geben Sie auf jeden Vorschlag eine Rückmeldung.',
    },
    'competencies.statements.InnovativeProcurementTraining': {
      recommendation:
        'Bilden Sie Ihre Beschäftigten regelmäßig zur innovativen Beschaffung fort, z. B. mit den E-Learning-Angeboten und Workshops des Programms.',
      positive: 'Ihre Beschäftigten werden regelmäßig zur innovativen Beschaffung fortgebildet.',
    },
    'competencies.statements.ConcreteFurtherEducationModelExists': {
      recommendation:
        'Legen Sie ein verbindliches Fortbildungskonzept fest, mit Schulungsplänen je Aufgabenbereich und festen Zeitkontingenten für Fortbildung.',
    },
    'competencies.statements.StaffProcurementMoreTime': {
      recommendation:
        'Ihren Beschäftigten fehlt Zeit für sorgfältige Beschaffungen. Entlasten Sie sie bei Routinevergaben, z. B. durch Rahmenvereinbarungen, elektronische Kataloge und Mustervorlagen, damit Zeit für anspruchsvolle Vorhaben bleibt.',
    },
    'competencies.competencies.MarketExplorationKnowledge': {
      recommendation:
        'Bauen Sie Kenntnisse in der Markterkundung auf: Wie Sie vor einer Vergabe Anbieter und Lösungen recherchieren und Gespräche führen, ohne den Wettbewerb zu verzerren, vermitteln die Leitfäden und E-Learning-Angebote des Programms.',
      positive: 'Ihre Vergabestelle verfügt über Kenntnisse in der Markterkundung.',
    },
    'competencies.competencies.ProcurementMarketKnowledge': {
      recommendation:
        'Verbessern Sie Ihre Kenntnis der Beschaffungsmärkte, z. B. durch Messebesuche, Anbietertage und den Austausch mit anderen Beschaffungsstellen.',
    },
    'competencies.competencies.DigitalToolsAndMarketplacesKnowledge': {
      recommendation:
        'Stärken Sie die Kenntnisse digitaler Werkzeuge und elektronischer Marktplätze, damit Ihre Stelle deren Möglichkeiten für Markterkundung und Vergabe nutzen kann.',
    },
    'legitimation.statements.DifficultToFollowPrincipleOfLifecycleCosts': {
      recommendation:
        'Beschaffungen am Grundsatz der Lebenszykluskosten auszurichten, fällt Ihnen noch schwer. Nutzen Sie Berechnungshilfen für Lebenszykluskosten und klären Sie mit der Haushaltsabteilung, wie höhere Anschaffungskosten bei geringeren Folgekosten berücksichtigt werden können.',
    },
    'legitimation.statements.AllocationInflexibleRegardingInnovativeProcurement': {
      recommendation:
        'Ihre Vergabeabläufe sind für innovative Beschaffungen zu starr. Prüfen Sie, welche internen Vorgaben über das Vergaberecht hinausgehen, und schaffen Sie für innovative Vorhaben einen abgestimmten Ablauf mit frühen Abstimmungsterminen.',
    },
    'legitimation.statements.EarlyInclusionInWorkflow': {
      recommendation:
        'Vereinbaren Sie mit den Fachbereichen, dass die Vergabestelle schon bei der Ermittlung des Bedarfs einbezogen wird, z. B. über eine Vorhabenplanung. Nur dann lassen sich Markterkundung und innovative Verfahren rechtzeitig planen.',
      positive: 'Ihre Vergabestelle wird frühzeitig in die Planung der Fachbereiche eingebunden.',
    },
    'legitimation.statements.AdministrationCommitsToInnovativeProcurement': {
      recommendation:
        'Gewinnen Sie die Verwaltungsleitung für ein ausdrückliches Bekenntnis zur innovativen Beschaffung, etwa in einem Leitungsbeschluss oder der Beschaffungsstrategie.',
      positive: 'Ihre Verwaltungsleitung bekennt sich ausdrücklich zur innovativen Beschaffung.',
    },
    'digitalization.tools.ElectronicRequirementManagement': {
      recommendation:
        'Führen Sie eine elektronische Bedarfsmeldung ein: So erfahren Sie früher von Bedarfen, können gleichartige Bedarfe bündeln und rechtzeitig den Markt erkunden.',
    },
    'digitalization.tools.ElectronicOfferContribution': {
      recommendation:
        'Ermöglichen Sie die elektronische Angebotsabgabe über eine Vergabeplattform. Oberhalb der EU-Schwellenwerte ist die elektronische Kommunikation ohnehin vorgeschrieben; sie senkt auch für Bieter den Aufwand.',
    },
    'digitalization.tools.TenderManagementSoftware': {
      recommendation:
        'Prüfen Sie den Einsatz einer Vergabemanagementsoftware, um Verfahren einheitlich vorzubereiten, durchzuführen und zu dokumentieren.',
    },
    'strategicToolApplication.tools.TotalCostOfOwnership': {
      recommendation:
        'Vergleichen Sie Alternativen anhand aller Kosten über die Nutzungsdauer (Total Cost of Ownership), damit wirtschaftlichere innovative Lösungen nicht am höheren Anschaffungspreis scheitern.',
    },
    'strategicToolApplication.tools.SupplierMarketAnalysis': {
      recommendation:
        'Analysieren Sie für wichtige Beschaffungsgegenstände regelmäßig den Lieferantenmarkt: Anbieterstruktur, Preisentwicklung und Neuerungen. Das ist die Grundlage, um innovative Lösungen überhaupt zu kennen.',
    },
    'strategicToolApplication.tools.UtilityAnalysis': {
      recommendation:
        'Nutzen Sie die Nutzwertanalyse, um Lösungen auch nach nicht in Geld messbaren Kriterien wie Nutzerfreundlichkeit oder Nachhaltigkeit nachvollziehbar zu vergleichen.',
    },
    'procurementToolApplication.tools.MarketExploration': {
      recommendation:
        'Erkunden Sie vor jeder größeren Vergabe den Markt (§ 28 VgV): Recherche, Anbietergespräche oder eine Informationsveranstaltung zeigen, welche Lösungen es gibt, bevor Sie die Leistung beschreiben. Die Leitfäden des Programms erklären das Vorgehen.',
      positive: 'Sie erkunden vor Ihren Vergaben regelmäßig den Markt.',
    },
    'procurementToolApplication.tools.LifeCycleCostAnalysis': {
      recommendation:
        'Betrachten Sie bei Ihren Vergaben die Lebenszykluskosten und nutzen Sie sie als Zuschlagskriterium (§ 59 VgV). So werden Lösungen mit geringeren Betriebs- und Wartungskosten wettbewerbsfähig.',
      positive: 'Sie betrachten bei Ihren Vergaben regelmäßig die Lebenszykluskosten.',
    },
    'procurementToolApplication.tools.FunctionalDescription': {
      recommendation:
        'Beschreiben Sie die Leistung öfter funktional: Geben Sie Ziel und Funktion vor statt einer technischen Lösung (§ 31 Abs. 2 VgV). So können Anbieter auch neue Lösungen anbieten.',
      positive: 'Sie beschreiben Leistungen regelmäßig funktional und öffnen so den Weg für neue Lösungen.',
    },
    'procurementToolApplication.tools.SideOfferings': {
      recommendation:
        'Lassen Sie Nebenangebote zu (§ 35 VgV), wenn Sie für Ihren Bedarf auch andere als die beschriebenen Lösungen in Betracht ziehen; legen Sie dafür Mindestanforderungen fest.',
    },
    'procurementToolApplication.tools.EarlyCommunication': {
      recommendation:
        'Kündigen Sie geplante Vorhaben frühzeitig an, z. B. durch eine Vorinformation oder einen Anbietertag. Anbieter, insbesondere kleine Unternehmen, können sich dann rechtzeitig vorbereiten.',
    },
    'procurementToolApplication.tools.CompetitionDialog': {
      recommendation:
        'Prüfen Sie bei komplexen Bedarfen, für die Sie die Lösung nicht selbst vorgeben können, den wettbewerblichen Dialog (§ 18 VgV): Sie erarbeiten die Lösung mit ausgewählten Unternehmen. Der Leitfaden des Programms zeigt, wann er sich eignet.',
    },
    'procurementToolApplication.tools.InnovationPartnership': {
      recommendation:
        'Für Bedarfe, für die es noch keine Lösung am Markt gibt, steht die Innovationspartnerschaft zur Verfügung (§ 19 VgV): Entwicklung und anschließender Kauf in einem Verfahren. Lassen Sie sich für ein erstes Vorhaben vom Programm beraten.',
    },
    'procurementToolApplication.tools.PreCommercialProcurement': {
      recommendation:
        'Erwägen Sie für Forschungs- und Entwicklungsbedarfe eine vorkommerzielle Auftragsvergabe, bei der mehrere Unternehmen im Wettbewerb Lösungen bis zur Marktreife entwickeln.',
    },
    'procurementToolApplication.tools.InteractionAndCommunicationWithStartups': {
      recommendation:
        'Suchen Sie den Austausch mit Start-ups, z. B. auf Veranstaltungen des Programms, bei Pitches oder über den Innovationsmarktplatz des Programms. So lernen Sie neue Lösungen kennen, bevor Sie ausschreiben.',
    },
    'procurementToolApplication.tools.PreventTooStrictSuitabilityCriteria': {
      recommendation:
        'Setzen Sie Eignungskriterien mit Augenmaß: Überhöhte Anforderungen an Umsatz oder Referenzen schließen junge und kleine Unternehmen aus, ohne die Qualität zu sichern.',
    },
    'procurementToolApplication.tools.LessonsLearned': {
      recommendation:
        'Werten Sie abgeschlossene Beschaffungen systematisch aus und halten Sie die Erkenntnisse fest, damit künftige Vorhaben davon profitieren.',
    },
  },
};
