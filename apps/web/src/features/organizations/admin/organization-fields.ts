import {
  AgencyLevel,
  BusinessSector,
  CompanySize,
  OrganizationType,
  organizationAttributesFor,
  type OrganizationData,
} from '@cert/domain';

/** The master data as both the organisation and its change request carry it. */
export type MasterData = Pick<
  OrganizationData,
  'type' | 'name' | 'address' | 'website' | 'agencyLevel' | 'companySize' | 'businessSector'
>;

type MasterDataField = {
  key: string;
  label: string;
  value: (data: MasterData) => string | null;
  /** Type attributes are shown only for the types that have them (or when a value is there anyway). */
  attribute?: 'agencyLevel' | 'companySize' | 'businessSector';
};

/** The German labels of the master data fields, in the order of the organisation form. */
const masterDataFields: MasterDataField[] = [
  { key: 'type', label: 'Art der Organisation', value: (d) => OrganizationType.label(d.type) },
  { key: 'name', label: 'Name', value: (d) => d.name },
  { key: 'street', label: 'Straße und Hausnummer', value: (d) => d.address.street },
  { key: 'postalCode', label: 'Postleitzahl', value: (d) => d.address.postalCode },
  { key: 'city', label: 'Ort', value: (d) => d.address.city },
  { key: 'website', label: 'Internetadresse', value: (d) => d.website || null },
  {
    key: 'agencyLevel',
    label: 'Verwaltungsebene',
    attribute: 'agencyLevel',
    value: (d) => (d.agencyLevel ? AgencyLevel.label(d.agencyLevel) : null),
  },
  {
    key: 'companySize',
    label: 'Unternehmensgröße',
    attribute: 'companySize',
    value: (d) => (d.companySize ? CompanySize.label(d.companySize) : null),
  },
  {
    key: 'businessSector',
    label: 'Branche',
    attribute: 'businessSector',
    value: (d) => (d.businessSector ? BusinessSector.label(d.businessSector) : null),
  },
];

export const NO_VALUE = 'keine Angabe';

/** The fields that belong to these data (a type attribute only for its types). */
export function fieldsFor(...data: MasterData[]): MasterDataField[] {
  return masterDataFields.filter(
    (field) =>
      !field.attribute ||
      data.some(
        (item) =>
          organizationAttributesFor(item.type).includes(field.attribute!) || field.value(item) !== null,
      ),
  );
}

type ComparisonRow = {
  key: string;
  label: string;
  current: string;
  requested: string;
  changed: boolean;
};

/** Current value against requested value for every field of either side. */
export function compareMasterData(current: MasterData, requested: MasterData): ComparisonRow[] {
  return fieldsFor(current, requested).map((field) => {
    const before = field.value(current);
    const after = field.value(requested);
    return {
      key: field.key,
      label: field.label,
      current: before ?? NO_VALUE,
      requested: after ?? NO_VALUE,
      changed: (before ?? '') !== (after ?? ''),
    };
  });
}
