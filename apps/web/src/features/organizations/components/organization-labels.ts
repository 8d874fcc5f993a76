import {
  AgencyLevel,
  BusinessSector,
  CompanySize,
  MembershipRole,
  OrganizationType,
  type Member,
  type Organization,
  type OrganizationData,
} from '@cert/domain';

/** One line on what each type of organisation is, shown with the type's radio button. */
export const organizationTypeHints: Record<OrganizationType, string> = {
  PublicProcurer:
    'Behörden, Vergabestellen und öffentliche Unternehmen, die Leistungen beschaffen: die Zertifizierung für öffentliche Auftraggeber.',
  Provider:
    'Unternehmen und Start-ups, die Leistungen an die öffentliche Hand verkaufen: die Zertifizierung für Unternehmen.',
  BusinessConsultant:
    'Beratungsunternehmen, die öffentliche Auftraggeber oder Anbieter begleiten. Für sie gibt es keinen eigenen Zertifizierungspfad.',
};

export const fieldLabels = {
  type: 'Art der Organisation',
  name: 'Name der Organisation',
  street: 'Straße und Hausnummer',
  postalCode: 'Postleitzahl',
  city: 'Ort',
  website: 'Internetadresse',
  agencyLevel: 'Verwaltungsebene',
  companySize: 'Unternehmensgröße',
  businessSector: 'Branche',
} as const;

/** The master data as label/value rows, for summary lists. */
export function dataRows(data: OrganizationData): { label: string; value: string }[] {
  const rows = [
    { label: fieldLabels.type, value: OrganizationType.label(data.type) },
    { label: fieldLabels.name, value: data.name },
    {
      label: 'Anschrift',
      value: `${data.address.street}, ${data.address.postalCode} ${data.address.city}`,
    },
    { label: fieldLabels.website, value: data.website || 'keine Angabe' },
  ];
  if (data.agencyLevel)
    rows.push({ label: fieldLabels.agencyLevel, value: AgencyLevel.label(data.agencyLevel) });
  if (data.companySize)
    rows.push({ label: fieldLabels.companySize, value: CompanySize.label(data.companySize) });
  if (data.businessSector)
    rows.push({ label: fieldLabels.businessSector, value: BusinessSector.label(data.businessSector) });
  return rows;
}

export function memberName(member: Pick<Member, 'firstName' | 'lastName' | 'email'>): string {
  const name = [member.firstName, member.lastName].filter((part) => part?.trim()).join(' ');
  return name || member.email;
}

/** The signed-in user's role in an organisation, if they are a member. */
export function roleOf(organization: Organization, userId: string | undefined): MembershipRole | undefined {
  return organization.members.find((member) => member.userId === userId)?.role;
}
