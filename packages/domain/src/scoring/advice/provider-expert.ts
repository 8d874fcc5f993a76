import type { providerExpertDefinition } from '../../questionnaires/provider-expert';
import type { QuestionnaireAdvice } from './types';

/** Advice for the provider expert questionnaire (docs/scoring.md), keyed by field and item path. */
export const providerExpertAdvice: QuestionnaireAdvice<typeof providerExpertDefinition> = {
  nextStep: {
    passed:
      'Mit Expert hat Ihr Unternehmen die höchste Stufe für Unternehmen erreicht. Tragen Sie Ihre Innovation auf dem Innovationsmarktplatz des Programms ein, damit öffentliche Auftraggeber Sie finden, und teilen Sie Ihre Erfahrungen bei den Veranstaltungen des Programms.',
    failed:
      'Das E-Learning, die Veranstaltungen und das Playbook des Programms helfen Ihnen, sich auf öffentliche Aufträge vorzubereiten; danach können Sie den Fragebogen erneut einreichen.',
  },
  fields: {
    'product.developmentStatus': {
      recommendation:
        'Ihr Angebot ist noch in einem frühen Entwicklungsstadium. Suchen Sie öffentliche Auftraggeber als Pilotanwender für eine Erprobung; für Entwicklungsleistungen eignen sich auch die vorkommerzielle Auftragsvergabe und die Innovationspartnerschaft.',
      positive: 'Ihr Angebot ist marktreif oder bereits am Markt eingeführt.',
    },
    'product.additionalValue': {
      recommendation:
        'Arbeiten Sie den Mehrwert Ihres Angebots für öffentliche Auftraggeber klar heraus, z. B. geringere Kosten über die Nutzungsdauer, Zeitersparnis oder bessere Leistungen für Bürgerinnen und Bürger, möglichst mit Zahlen belegt.',
      positive: 'Der Mehrwert Ihres Angebots für öffentliche Auftraggeber ist klar.',
    },
    'product.demandFromPublicSector': {
      recommendation:
        'Prüfen Sie, ob und wo öffentliche Auftraggeber Bedarf an Ihrem Angebot haben: Vergangene Ausschreibungen auf Vergabeplattformen, Vorinformationen und Gespräche auf Fachveranstaltungen geben Hinweise.',
      positive: 'Sie wissen, dass öffentliche Auftraggeber Bedarf an Ihrem Angebot haben.',
    },
    'product.publicSectorStatements': {
      recommendation:
        'Verschaffen Sie sich einen genaueren Überblick über Ihren Markt: Wettbewerber, mögliche Kooperationspartner für Bietergemeinschaften und die Bereiche der öffentlichen Hand mit dem größten Bedarf.',
      positive: 'Sie kennen Ihren Markt und Ihre Position darin gut.',
    },
    'preparationProcurement.tenderStatements': {
      recommendation:
        'Bereiten Sie Ihr Unternehmen systematisch auf Ausschreibungen vor: Ablauf eines Vergabeverfahrens, Schwellenwerte, Eignungsnachweise und die passenden Vergabeplattformen. Das E-Learning und das Playbook des Programms führen durch diese Themen.',
      positive: 'Ihr Unternehmen ist gut auf die Teilnahme an öffentlichen Ausschreibungen vorbereitet.',
    },
    'preparationProcurement.contactedPublicProcurer': {
      recommendation:
        'Gehen Sie aktiv auf öffentliche Auftraggeber zu, z. B. mit einer kurzen Vorstellung Ihres Angebots oder auf Veranstaltungen. Außerhalb laufender Verfahren sind solche Gespräche ausdrücklich möglich und helfen Auftraggebern bei der Markterkundung.',
      positive: 'Sie haben von sich aus Kontakt zu öffentlichen Auftraggebern aufgenommen.',
    },
    'preparationProcurement.usedProfessionalSupport': {
      recommendation:
        'Nutzen Sie die vorhandenen Unterstützungsangebote: die Auftragsberatungsstellen der Länder, Informationsveranstaltungen sowie das Playbook und das E-Learning des Programms.',
      positive: 'Sie nutzen Unterstützungsangebote zum öffentlichen Auftragswesen umfassend.',
    },
    'experiencePublicProcurement.marketResearchContactWithPublicProcurer': {
      recommendation:
        'Machen Sie sich für Markterkundungen öffentlicher Auftraggeber sichtbar, z. B. mit einem Eintrag auf dem Innovationsmarktplatz des Programms und in einschlägigen Verzeichnissen.',
      positive: 'Öffentliche Auftraggeber haben Sie bereits im Rahmen einer Markterkundung angesprochen.',
    },
    'experiencePublicProcurement.participatedInPublicTender': {
      recommendation:
        'Sammeln Sie Erfahrung mit Ausschreibungen, am besten zunächst mit kleineren Aufträgen oder Verfahren unterhalb der EU-Schwellenwerte. Jede Teilnahme schärft Ihre Angebote, auch wenn sie nicht zum Zuschlag führt.',
      positive: 'Ihr Unternehmen hat sich bereits häufig an öffentlichen Ausschreibungen beteiligt.',
    },
    'experiencePublicProcurement.participationTypeInPublicTender': {
      recommendation:
        'Erweitern Sie Ihre Möglichkeiten, sich zu beteiligen: Als Unterauftragnehmer, in einer Bietergemeinschaft oder über die Eignungsleihe (§ 47 VgV) können Sie auch an größeren Aufträgen teilnehmen, deren Anforderungen Sie allein noch nicht erfüllen.',
      positive: 'Sie haben sich in tragenden Rollen an öffentlichen Ausschreibungen beteiligt.',
    },
    'experiencePublicProcurement.participatedInPublicAllocation': {
      recommendation:
        'Innovative Verfahren wie Verhandlungsverfahren, wettbewerblicher Dialog, Innovationspartnerschaft und vorkommerzielle Auftragsvergabe bieten Ihnen Raum für neue Lösungen. Achten Sie auf solche Bekanntmachungen und informieren Sie sich über deren Ablauf.',
      positive: 'Sie haben Erfahrung mit innovationsfreundlichen Vergabeverfahren.',
    },
    'experiencePublicProcurement.productReferences': {
      recommendation:
        'Bauen Sie Referenzen auf: Dokumentieren Sie abgeschlossene Aufträge mit Auftraggeber, Umfang und Ergebnis und bitten Sie zufriedene Kunden um die Erlaubnis, sie als Referenz zu nennen. Referenzen sind in vielen Verfahren ein Eignungsnachweis.',
      positive: 'Sie können Referenzen aus Aufträgen vorweisen, auch von öffentlichen Auftraggebern.',
    },
    'strategy.providerStatements': {
      recommendation:
        'Verankern Sie öffentliche Auftraggeber in Ihrer Vertriebs- und Innovationsstrategie: Beobachten Sie Markt und Wettbewerb regelmäßig, sprechen Sie Auftraggeber aktiv an und besuchen Sie Veranstaltungen, auf denen öffentliche Auftraggeber vertreten sind.',
      positive:
        'Ihr Unternehmen steuert Innovationen strategisch und gewinnt öffentliche Auftraggeber aktiv.',
    },
    'strategy.publicProcurerImportance': {
      recommendation:
        'Öffentliche Auftraggeber spielen für Ihr Unternehmen bisher eine geringe Rolle. Prüfen Sie, ob der öffentliche Sektor für Ihr Angebot ein lohnender Markt ist: Er ist groß und verlässlich, verlangt aber Vorbereitung.',
      positive: 'Öffentliche Auftraggeber sind für Ihr Unternehmen wichtige Kunden.',
    },
    'strategy.publicTenderMonitoring': {
      recommendation:
        'Legen Sie fest, wer in Ihrem Unternehmen neue Ausschreibungen beobachtet, und richten Sie Suchaufträge auf den Vergabeplattformen ein, die für Ihr Angebot relevant sind.',
      positive: 'In Ihrem Unternehmen kümmert sich eine Person gezielt um neue Ausschreibungen.',
    },
  },
  items: {
    'product.publicSectorStatements.PublicSectorWithHighestDemandKnown': {
      recommendation:
        'Ermitteln Sie, in welchen Bereichen der öffentlichen Hand der Bedarf an Ihrem Angebot am größten ist, z. B. Kommunen, Länder oder Bundesbehörden, und richten Sie Ihre Ansprache darauf aus.',
    },
    'product.publicSectorStatements.CooperationPartnersKnown': {
      recommendation:
        'Halten Sie Ausschau nach Partnern für Bietergemeinschaften oder Unteraufträge. Gemeinsam können Sie auch größere Aufträge erfüllen.',
    },
    'preparationProcurement.tenderStatements.RelevantTenderPlatformsKnown': {
      recommendation:
        'Finden Sie heraus, auf welchen Vergabeplattformen Ausschreibungen für Ihr Angebot erscheinen, etwa die Plattformen von Bund, Ländern und Kommunen sowie das EU-Amtsblatt (TED), und richten Sie dort Suchaufträge ein.',
      positive: 'Sie kennen die Vergabeplattformen, auf denen passende Ausschreibungen erscheinen.',
    },
    'preparationProcurement.tenderStatements.AptitudeCheckDocumentsAvailable': {
      recommendation:
        'Halten Sie die Eignungsnachweise griffbereit: Referenzen, Handelsregisterauszug, Bescheinigungen von Finanzamt und Sozialversicherung sowie Umsatzzahlen. Eine Präqualifizierung und die Einheitliche Europäische Eigenerklärung (EEE) sparen Aufwand bei jedem Angebot.',
      positive: 'Ihre Nachweise für die Eignungsprüfung liegen bereit.',
    },
    'preparationProcurement.tenderStatements.ValueThresholdsKnown': {
      recommendation:
        'Machen Sie sich mit den Wert- und Schwellenwerten vertraut: Sie entscheiden, ob national oder EU-weit ausgeschrieben wird und welche Verfahren und Fristen gelten.',
    },
    'preparationProcurement.tenderStatements.TenderWorkflowsKnown': {
      recommendation:
        'Machen Sie sich mit dem Ablauf eines Vergabeverfahrens vertraut, von der Bekanntmachung über Bieterfragen und Angebotsfrist bis zum Zuschlag; das E-Learning des Programms erklärt die Schritte.',
    },
    'preparationProcurement.tenderStatements.CanAssessEffort': {
      recommendation:
        'Schätzen Sie vor jedem Angebot den Aufwand ab und entscheiden Sie bewusst, auf welche Ausschreibungen Sie sich bewerben. Eine kurze Checkliste für diese Entscheidung spart Zeit.',
    },
    'preparationProcurement.tenderStatements.RelevantActorsKnown': {
      recommendation:
        'Ermitteln Sie, welche öffentlichen Auftraggeber für Ihr Angebot in Frage kommen, und verfolgen Sie deren Bekanntmachungen und Vorinformationen.',
    },
    'experiencePublicProcurement.productReferences.contractsInPublicSector': {
      recommendation:
        'Referenzen aus öffentlichen Aufträgen überzeugen öffentliche Auftraggeber besonders. Ein erster, auch kleiner Auftrag, etwa ein Direktauftrag oder eine Teststellung, schafft eine solche Referenz.',
      positive: 'Sie können Referenzen aus öffentlichen Aufträgen vorweisen.',
    },
    'strategy.providerStatements.entryKOINNOvationsplatz': {
      recommendation:
        'Tragen Sie Ihre Innovation auf dem Innovationsmarktplatz des Programms ein: Dort suchen öffentliche Auftraggeber gezielt nach neuen Lösungen.',
    },
    'strategy.providerStatements.proactive': {
      recommendation:
        'Sprechen Sie öffentliche Auftraggeber von sich aus an, am besten mit einem konkreten Nutzenversprechen für deren Aufgaben.',
    },
    'strategy.providerStatements.observation': {
      recommendation:
        'Beobachten Sie Markt, Technik und Wettbewerb regelmäßig, z. B. mit festen Terminen und einer kurzen Auswertung im Team.',
    },
  },
};
