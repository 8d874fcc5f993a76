import { type CaseStudyKind } from '@cert/domain';
import { API_BASE, caseStudyContracts } from '@cert/domain/contracts';

/** The case-study calls' addresses as a client sends them, from their contracts (docs/decisions/048). */
export const caseStudyApiBase: Record<CaseStudyKind, string> = {
  gold: `${API_BASE}${caseStudyContracts.gold.create.path}`,
  practitioner: `${API_BASE}${caseStudyContracts.practitioner.create.path}`,
};

/** PUT …/accept|reject of a platform admin; `organizationId` may be ':id' for the route's pattern. */
export const adminCaseStudyDecisionPath = (
  organizationId: string,
  kind: CaseStudyKind,
  decision: 'accept' | 'reject',
) => `${API_BASE}${caseStudyContracts[kind].decide[decision].path.replace(':id', organizationId)}`;
