import {
  createOrganizationBodySchema,
  organizationAttributesFor,
  OrganizationType,
  type MembershipRole,
  type Organization,
  type OrganizationData,
} from '@cert/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** What the create and edit form hold: strings throughout, '' for "nothing chosen yet". */
export type OrganizationFormValues = {
  organization: {
    type: OrganizationType | '';
    name: string;
    address: { street: string; postalCode: string; city: string };
    website: string;
    agencyLevel: string;
    companySize: string;
    businessSector: string;
  };
  newMembers: NewMemberRow[];
};
export type NewMemberRow = { email: string; role: MembershipRole };

/** The request body `{organization, newMembers}` as the API takes it (ADR 007). */
export type OrganizationBody = z.output<typeof createOrganizationBodySchema>;

export const emptyNewMember = (): NewMemberRow => ({ email: '', role: 'Member' });

export function emptyOrganizationValues(): OrganizationFormValues {
  return {
    organization: {
      type: '',
      name: '',
      address: { street: '', postalCode: '', city: '' },
      website: '',
      agencyLevel: '',
      companySize: '',
      businessSector: '',
    },
    newMembers: [],
  };
}

export function organizationValuesOf(data: OrganizationData | Organization): OrganizationFormValues {
  return {
    organization: {
      type: data.type,
      name: data.name,
      address: { ...data.address },
      website: data.website ?? '',
      agencyLevel: data.agencyLevel ?? '',
      companySize: data.companySize ?? '',
      businessSector: data.businessSector ?? '',
    },
    newMembers: [],
  };
}

/**
 * The form's values in the body's shape: an empty website is none, and the attributes of the other types are
 * dropped (null), so that switching the type back and forth leaves nothing behind that the API would refuse.
 */
function toBodyInput(values: OrganizationFormValues): unknown {
  const { organization } = values;
  const type = OrganizationType.is(organization.type) ? organization.type : undefined;
  const belongs = new Set<string>(type ? organizationAttributesFor(type) : []);
  const attribute = (key: 'agencyLevel' | 'companySize' | 'businessSector') =>
    belongs.has(key) ? organization[key] || undefined : null;
  return {
    organization: {
      type,
      name: organization.name,
      address: organization.address,
      website: organization.website.trim() ? organization.website : null,
      agencyLevel: attribute('agencyLevel'),
      companySize: attribute('companySize'),
      businessSector: attribute('businessSector'),
    },
    newMembers: values.newMembers,
  };
}

const bodyResolver = zodResolver(createOrganizationBodySchema);

/** The domain's body schema (German messages) over the cleaned values; error paths match the form's names. */
export const organizationFormResolver: Resolver<OrganizationFormValues, unknown, OrganizationBody> = (
  values,
  context,
  options,
) =>
  (bodyResolver as unknown as Resolver<FieldValues, unknown, OrganizationBody>)(
    toBodyInput(values) as FieldValues,
    context,
    options as never,
  ) as ReturnType<Resolver<OrganizationFormValues, unknown, OrganizationBody>>;

const formFieldPaths = new Set([
  'organization.type',
  'organization.name',
  'organization.address.street',
  'organization.address.postalCode',
  'organization.address.city',
  'organization.website',
  'organization.agencyLevel',
  'organization.companySize',
  'organization.businessSector',
]);

/** Maps an API field error path (relative to the body, ADR 006) onto a field of the form, if it has one. */
export function organizationFieldOf(path: string, newMemberCount: number): string | undefined {
  if (formFieldPaths.has(path)) return path;
  const member = /^newMembers\.(\d+)\.(email|role)$/.exec(path);
  if (member && Number(member[1]) < newMemberCount) return path;
  if (/^newMembers\.(\d+)$/.test(path)) {
    const index = Number(path.split('.')[1]);
    if (index < newMemberCount) return `newMembers.${index}.email`;
  }
  return undefined;
}
