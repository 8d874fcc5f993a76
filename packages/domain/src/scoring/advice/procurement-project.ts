import type { procurementProjectDefinition } from '../../questionnaires/procurement-project';
import type { QuestionnaireAdvice } from './types';

/** Advice for the procurement project questionnaire (docs/scoring.md), keyed by field and statement path. */
export const procurementProjectAdvice: QuestionnaireAdvice<typeof procurementProjectDefinition> = {
  nextStep: {
    passed:
      'Ihr Projekt ist ein Beispiel innovativer Beschaffung. Als nächsten Schritt können Sie die Silber-Stufe anstreben und Ihre Erfahrungen, etwa als Praxisbeispiel des Programms, mit anderen Beschaffungsstellen teilen.',
    failed:
      'Die Leitfäden, E-Learning-Angebote und Workshops des Programms helfen Ihnen, innovative Instrumente in Ihrem nächsten Vorhaben von Anfang an einzuplanen; danach können Sie erneut ein Projekt einreichen.',
  },
  fields: {
    'information.projectProcurementExperienceExists': {
      recommendation:
        'Dies war eines Ihrer ersten innovativen Beschaffungsprojekte. Halten Sie fest, was gut funktioniert hat und was nicht, damit Ihre Stelle beim nächsten Vorhaben darauf aufbauen kann.',
      positive: 'Ihre Stelle hat bereits Erfahrung mit innovativen Beschaffungsprojekten.',
    },
    'information.procurementProportions': {
      recommendation:
        'Innovative Lösungen und innovationsfreundliche Verfahren machen bei Ihren Beschaffungen bisher einen kleinen Anteil aus. Prüfen Sie in Ihrer Vorhabenplanung jährlich, welche Vergaben sich für eine funktionale Beschreibung oder ein innovationsfreundliches Verfahren eignen.',
      positive: 'Innovative Beschaffungen machen bei Ihrer Stelle bereits einen nennenswerten Anteil aus.',
    },
    'requirementManagement.communicationChannel': {
      recommendation:
        'Führen Sie ein digitales Bedarfsmeldesystem ein. Bedarfe kommen dann vollständig und nachvollziehbar bei der Beschaffungsstelle an und lassen sich bündeln und früh planen.',
      positive: 'Bedarfe erreichen Ihre Beschaffungsstelle über ein digitales Bedarfsmeldesystem.',
    },
    'requirementManagement.mostInvolvedGroup': {
      recommendation:
        'Erkunden Sie vor der Vergabe den Markt (§ 28 VgV), am besten gemeinsam mit dem Bedarfsträger: Recherche, Anbietergespräche oder ein Anbietertag zeigen, welche Lösungen es gibt. Die Leitfäden des Programms beschreiben das Vorgehen.',
      positive:
        'Bedarfsträger und Beschaffungsstelle haben den Markt gemeinsam erkundet: So fließen fachliches und vergaberechtliches Wissen zusammen.',
    },
    'requirementManagement.whenRequirementNotified': {
      recommendation:
        'Binden Sie die Beschaffungsstelle schon bei der Ermittlung des Bedarfs ein, nicht erst bei fertiger Leistungsbeschreibung. Nur dann bleibt Zeit für Markterkundung und die Wahl eines innovationsfreundlichen Verfahrens.',
      positive: 'Die Beschaffungsstelle war schon bei der Ermittlung des Bedarfs beteiligt.',
    },
    'allocation.assessmentCriteria': {
      recommendation:
        'Neben dem Preis hatten qualitative Kriterien wenig Gewicht. Gewichten Sie bei innovativen Vorhaben Kriterien wie Innovationsgrad, Lebenszykluskosten, Nachhaltigkeit und Nutzerfreundlichkeit spürbar, damit sich bessere Lösungen im Wettbewerb durchsetzen können.',
      positive:
        'Ihre Zuschlagsentscheidung hat qualitative und innovationsbezogene Kriterien stark gewichtet.',
    },
    'allocation.furtherAssessmentCriteriaExist': {
      recommendation:
        'Prüfen Sie, ob weitere auftragsbezogene Zuschlagskriterien Ihren Bedarf besser abbilden, z. B. Service, Lieferfrist oder Folgekosten (§ 58 VgV).',
      positive: 'Sie haben weitere, auf den Auftrag zugeschnittene Zuschlagskriterien genutzt.',
    },
    'allocation.performanceDescriptionType': {
      recommendation:
        'Beschreiben Sie die Leistung beim nächsten Vorhaben funktional: Geben Sie Ziel und Funktion vor und überlassen Sie den Anbietern die Lösung (§ 31 Abs. 2 VgV). So öffnen Sie den Wettbewerb für neue Lösungen.',
      positive: 'Sie haben die Leistung funktional beschrieben und so Raum für innovative Lösungen gelassen.',
    },
    'allocation.procedureType': {
      recommendation:
        'Prüfen Sie für innovative Vorhaben Verfahren, die Gespräche mit den Anbietern erlauben: das Verhandlungsverfahren, den wettbewerblichen Dialog (§ 18 VgV) oder die Innovationspartnerschaft (§ 19 VgV). Das Programm berät Sie bei der Wahl.',
      positive:
        'Sie haben ein Verfahren gewählt, das den Austausch mit den Anbietern erlaubt und damit innovative Lösungen fördert.',
    },
    'allocation.procurementTools': {
      recommendation:
        'In diesem Projekt kamen wenige innovationsfördernde Werkzeuge zum Einsatz. Planen Sie für Ihr nächstes Vorhaben gezielt Instrumente wie Markterkundung, Nebenangebote, Losaufteilung und die Bewertung der Lebenszykluskosten ein.',
      positive: 'Sie haben in diesem Projekt viele innovationsfördernde Werkzeuge eingesetzt.',
    },
    'innovationDegree.marketComparability': {
      recommendation:
        'Vergleichbare Lösungen gab es bereits am Markt. Fragen Sie bei künftigen Vorhaben in der Markterkundung gezielt nach Weiterentwicklungen und lassen Sie Nebenangebote zu, damit Anbieter auch neuere Lösungen anbieten können.',
      positive: 'Sie haben eine Lösung beschafft, für die es am Markt noch nichts Vergleichbares gab.',
    },
    'innovationDegree.advancement': {
      recommendation:
        'Das Beschaffte geht nicht über die am Markt verfügbaren Lösungen hinaus. Formulieren Sie beim nächsten Vorhaben Ihre Anforderungen funktional und werten Sie Verbesserungen, etwa geringere Folgekosten oder bessere Bedienbarkeit, im Zuschlag.',
      positive: 'Das Beschaffte geht über die am Markt vergleichbaren Lösungen hinaus.',
    },
    'innovationDegree.advancementScopes': {
      recommendation:
        'Das Beschaffte verbessert vergleichbare Lösungen nur in einzelnen Punkten. Prüfen Sie, welche weiteren Verbesserungen, z. B. bei Energieverbrauch, Bedienbarkeit oder Betriebskosten, Sie künftig als Anforderung oder Zuschlagskriterium aufnehmen können.',
      positive: 'Das Beschaffte verbessert vergleichbare Lösungen in vielen Punkten.',
    },
    'innovationDegree.procurementGoalAchievements': {
      recommendation:
        'Das Projekt hat mehrere Beschaffungsziele nur teilweise erreicht. Legen Sie die Ziele vor der Vergabe messbar fest und werten Sie sie nach der Einführung gemeinsam mit den Nutzenden aus.',
      positive: 'Das Projekt hat seine Beschaffungsziele weitgehend erreicht.',
    },
  },
  items: {
    'allocation.assessmentCriteria.DegreeOfInnovation': {
      recommendation:
        'Werten Sie den Innovationsgrad der angebotenen Lösung ausdrücklich als Zuschlagskriterium, damit innovative Angebote einen Vorteil im Wettbewerb haben.',
    },
    'allocation.assessmentCriteria.LongTermProfitability': {
      recommendation:
        'Berücksichtigen Sie die langfristige Wirtschaftlichkeit, etwa über die Lebenszykluskosten (§ 59 VgV), stärker in der Wertung.',
      positive: 'Die langfristige Wirtschaftlichkeit hatte in Ihrer Zuschlagsentscheidung großes Gewicht.',
    },
    'allocation.procurementTools.MarketExploration': {
      recommendation:
        'Führen Sie vor der Ausschreibung eine Markterkundung durch. Sie zeigt, welche Lösungen verfügbar sind, und verhindert Leistungsbeschreibungen, die neue Lösungen unbeabsichtigt ausschließen.',
      positive: 'Sie haben vor der Ausschreibung den Markt erkundet.',
    },
    'allocation.procurementTools.EarlyCommunication': {
      recommendation:
        'Sprechen Sie vor der Ausschreibung mit Anbietern, etwa in einem Anbieterdialog oder einer Informationsveranstaltung; achten Sie dabei auf Transparenz und Gleichbehandlung.',
    },
    'allocation.procurementTools.LifeCycleCostAnalysis': {
      recommendation:
        'Bewerten Sie die Lebenszykluskosten der Angebote: Anschaffung, Betrieb, Wartung und Entsorgung zusammen ergeben das wirtschaftlichste Angebot.',
      positive: 'Sie haben die Lebenszykluskosten der Angebote bewertet.',
    },
    'allocation.procurementTools.SideOfferings': {
      recommendation:
        'Lassen Sie Nebenangebote zu (§ 35 VgV), damit Anbieter auch Lösungen anbieten können, an die Sie beim Beschreiben der Leistung nicht gedacht haben.',
    },
    'allocation.procurementTools.Tossing': {
      recommendation:
        'Teilen Sie größere Aufträge in Lose auf (§ 97 Abs. 4 GWB). Das erleichtert kleinen und jungen Unternehmen die Teilnahme.',
    },
    'allocation.procurementTools.PreventTooStrictSuitabilityCriteria': {
      recommendation:
        'Wählen Sie Eignungskriterien, die auch jungen und kleinen Unternehmen die Teilnahme erlauben, z. B. ohne überhöhte Anforderungen an Umsatz oder Referenzen.',
    },
    'allocation.procurementTools.Prototyping': {
      recommendation:
        'Erwägen Sie bei neuen Lösungen eine Erprobung mit Prototypen oder Teststellungen, bevor Sie sich festlegen. Das senkt das Risiko der Beschaffung.',
    },
    'innovationDegree.procurementGoalAchievements.Innovation': {
      recommendation:
        'Die Förderung von Innovationen hat das Projekt aus Ihrer Sicht nicht erreicht. Prüfen Sie, ob Leistungsbeschreibung und Zuschlagskriterien neuen Lösungen genug Raum gegeben haben.',
      positive: 'Das Projekt hat Innovationen gefördert.',
    },
    'innovationDegree.procurementGoalAchievements.UserSatisfaction': {
      recommendation:
        'Die Nutzenden sind mit dem Ergebnis nicht zufrieden. Beziehen Sie sie bei künftigen Vorhaben schon in die Bedarfsermittlung und die Erprobung ein.',
      positive: 'Die Nutzerinnen und Nutzer sind mit dem Ergebnis zufrieden.',
    },
  },
};
