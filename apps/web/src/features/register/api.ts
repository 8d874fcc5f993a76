import type { CertificateLevel } from '@cert/domain/certificate';
import type { OrganizationType } from '@cert/domain/organization';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** What a visitor asks the register for: the address keeps it, so a link shows the same. */
export type RegisterSearch = {
  name: string;
  city: string;
  type: OrganizationType | '';
  level: CertificateLevel | '';
  page: number;
};

/** Entries per page: a phone screen or two. */
const REGISTER_PAGE_SIZE = 20;

/**
 * GET /api/register (docs/product.md, "Register"): public. The contract (and zod with it) loads with the first
 * request, not with the page: the page is prerendered and first shown without entries. So the key is named here.
 */
export const useRegister = (search: RegisterSearch) =>
  useQuery({
    queryKey: ['register', search],
    queryFn: async () => {
      const { registerContracts } = await import('@cert/domain/api/register-contracts');
      return api.call(registerContracts.list, {
        query: {
          page: search.page,
          pageSize: REGISTER_PAGE_SIZE,
          ...(search.name.trim() ? { 'search.name': search.name.trim() } : {}),
          ...(search.city.trim() ? { 'search.city': search.city.trim() } : {}),
          ...(search.type ? { 'filter.type': search.type } : {}),
          ...(search.level ? { 'filter.level': search.level } : {}),
        },
      });
    },
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });
