// Arrange steps over the real API: an approved procurer with a complete questionnaire draft, ready to submit.
import { questionnaires, type QuestionnaireRecord } from '@cert/domain';
import type { Browser } from './browser';
import { sampleAnswers } from '@cert/domain/testing';
import { API_BASE } from '@cert/domain/contracts';

export const KIND = 'procurement-office';
export const apiBase = `${API_BASE}${questionnaires[KIND].apiBase}`;
export const completeAnswers = sampleAnswers(questionnaires[KIND].definition);

let counter = 0;

/** A new procurer organisation of the member, approved by the admin (which starts its journey). */
export async function approvedProcurer(member: Browser, admin: Browser): Promise<string> {
  const organization = await pendingProcurer(member);
  await admin.expectOk(admin.put(`/api/organization/${organization}/approve`, {}));
  return organization;
}

/** A new procurer organisation of the member, waiting for the office's decision. */
export async function pendingProcurer(member: Browser): Promise<string> {
  const organization = await member.expectOk<{ _id: string }>(
    member.post('/api/organization', {
      organization: {
        type: 'PublicProcurer',
        name: `Vergabestelle Ausfall ${++counter} ${Date.now()}`,
        address: { street: 'Prüfweg 1', postalCode: '10115', city: 'Berlin' },
        website: null,
        agencyLevel: 'Municipality',
      },
      newMembers: [],
    }),
    201,
  );
  return organization._id;
}

export type Draft = { id: string; organizationId: string; version: number };

/** A draft of a new approved organisation with every answer saved: the submit has a full body to store. */
export async function completeDraft(member: Browser, admin: Browser): Promise<Draft> {
  const organizationId = await approvedProcurer(member, admin);
  const created = await member.expectOk<QuestionnaireRecord>(
    member.post(`${apiBase}/draft`, { meta: { organization: organizationId } }),
    201,
  );
  const saved = await member.expectOk<QuestionnaireRecord>(
    member.put(`${apiBase}/draft/${created._id}`, { ...completeAnswers, version: created.version }),
  );
  return { id: saved._id, organizationId, version: saved.version };
}

export const submit = (member: Browser, draft: Draft) =>
  member.put(`${apiBase}/draft/${draft.id}/submit`, { ...completeAnswers, version: draft.version });
