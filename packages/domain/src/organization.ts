import { defineOptions, type OptionValue } from './options';

export const OrganizationType = defineOptions({
  PublicProcurer: 'Öffentlicher Auftraggeber',
  Provider: 'Anbieter',
  BusinessConsultant: 'Beratungsunternehmen',
});
export type OrganizationType = OptionValue<typeof OrganizationType>;

/**
 * Route slug of each organisation type; the consultant has none (docs/product.md §3).
 * @internal
 */
export const organizationTypeSlug: Record<OrganizationType, string | null> = {
  PublicProcurer: 'beschaffung',
  Provider: 'unternehmen',
  BusinessConsultant: null,
};

export const MembershipRole = defineOptions({ Member: 'Mitglied', Admin: 'Administrator' });
export type MembershipRole = OptionValue<typeof MembershipRole>;

export const ApprovalStatus = defineOptions({
  Pending: 'In Prüfung',
  Approved: 'Freigegeben',
  Rejected: 'Abgelehnt',
});
export type ApprovalStatus = OptionValue<typeof ApprovalStatus>;

export const CompanySize = defineOptions({
  OneToTen: '1-10 Mitarbeitende',
  ElevenToFifty: '11-50 Mitarbeitende',
  FiftyOneToTwoHundredFifty: '51-250 Mitarbeitende',
  GreaterThanTwoHundredFifty: 'mehr als 250 Mitarbeitende',
});
export type CompanySize = OptionValue<typeof CompanySize>;

export const BusinessSector = defineOptions({
  Service: 'Dienst- und Lieferleistungen',
  Building: 'Baugewerbe',
  Infrastructure: 'Verkehr/Trinkwasserversorgung/Energieversorgung',
});
export type BusinessSector = OptionValue<typeof BusinessSector>;

/** Level of a public buyer; the same list is the questionnaires' `agency` answer (docs/questionnaire-rules.md §4). */
export const AgencyLevel = defineOptions({
  Federation: 'Bund',
  FederalState: 'Land',
  Municipality: 'Kommune',
  Other: 'Sonstige',
});
export type AgencyLevel = OptionValue<typeof AgencyLevel>;

/** State of an organisation change request (docs/decisions/007-organisations.md). */
export const ChangeRequestStatus = defineOptions({
  Pending: 'In Prüfung',
  Approved: 'Übernommen',
  Rejected: 'Abgelehnt',
});
export type ChangeRequestStatus = OptionValue<typeof ChangeRequestStatus>;

/**
 * What deleting `userId`'s account would leave of an organisation (docs/decisions/017-privacy.md): nobody ('alone':
 * the deletion goes ahead, the records stay with the programme office), members but no admin ('without-admin': the
 * deletion is refused until another member is made admin), or someone to manage it ('managed').
 */
export function afterAccountDeletion(
  members: readonly { userId: string; role: MembershipRole }[],
  userId: string,
): 'alone' | 'without-admin' | 'managed' {
  const others = members.filter((member) => member.userId !== userId);
  if (others.length === 0) return 'alone';
  const wasAdmin = members.some((member) => member.userId === userId && member.role === 'Admin');
  return wasAdmin && !others.some((member) => member.role === 'Admin') ? 'without-admin' : 'managed';
}
