import { z } from 'zod';
import { CaseStudyKind, submitCaseStudyBodySchema } from '../journey/case-study';
import { contract, operationPart } from './contract';
import { refusals } from './errors';
import { ifMatchHeaders } from './questionnaire-contracts';
import {
  acceptBodySchema,
  caseStudyRecordSchema,
  createCaseStudyBodySchema,
  decisionCommentBodySchema,
  saveCaseStudyBodySchema,
} from '../journey/model';

/**
 * The case studies of ADR 014: six calls of its members per kind (gold for procurers, practitioner for providers),
 * and the platform admins' decision on a submitted one.
 */
const idParams = z.strictObject({ id: z.uuid() });
const writeRefusals = refusals(400, 401, 403, 404, 409);
/** Where each kind's case study lives on its journey. */
const journeyLevel = { gold: 'procurement/gold', practitioner: 'provider/practitioner' } as const;

function kindContracts(kind: CaseStudyKind) {
  const base = `/journey/${journeyLevel[kind]}/case-study`;
  const title = CaseStudyKind.label(kind);
  const tags = ['case-study'] as const;
  const name = `${operationPart(kind)}CaseStudy`;
  const readers =
    'Members of the organisation read it; platform admins once it is submitted; anyone else gets 404, as for a ' +
    'case study that does not exist.';
  return {
    create: contract({
      method: 'POST',
      path: base,
      operationId: `create${name}`,
      description:
        `Members of an approved organisation of the level's type start the ${title} of the organisation named in ` +
        'the body (403 for the other type). 409 while one of this kind is a draft or waits for a decision.',
      tags,
      summary: `${title}: start a draft for the organisation; 409 while one of this kind is in work`,
      body: createCaseStudyBodySchema,
      responses: { 201: caseStudyRecordSchema, ...writeRefusals },
    }),
    current: contract({
      method: 'GET',
      path: `${base}/organization/:organizationId`,
      operationId: `getCurrent${name}`,
      description: `The latest ${title} of the organisation, draft or submitted, with its decision. ${readers}`,
      tags,
      summary:
        `${title}: the organisation's current (latest) case study of this kind, whatever its state ` +
        '(platform admins: once submitted)',
      params: z.strictObject({ organizationId: z.uuid() }),
      responses: { 200: caseStudyRecordSchema, ...writeRefusals },
    }),
    read: contract({
      method: 'GET',
      path: `${base}/:id`,
      tags,
      summary: `${title}: one case study (members of its organisation; platform admins: submitted ones)`,
      operationId: `get${name}`,
      description: `${readers} The ETag header names the version, for If-Match on the next save.`,
      params: idParams,
      responses: { 200: caseStudyRecordSchema, ...writeRefusals },
    }),
    save: contract({
      method: 'PUT',
      path: `${base}/:id`,
      tags,
      summary: `${title}: save a draft; 409 when If-Match (or the body's version) is not the stored version, or it was submitted`,
      operationId: `save${name}`,
      description:
        "Members of the approved organisation save the draft. If-Match, when sent, decides over the body's " +
        'version; a stale one answers 409 CONFLICT with nothing written. The answer carries the new ETag.',
      params: idParams,
      headers: ifMatchHeaders,
      body: saveCaseStudyBodySchema,
      responses: { 200: caseStudyRecordSchema, ...writeRefusals },
    }),
    submit: contract({
      method: 'PUT',
      path: `${base}/:id/submit`,
      operationId: `submit${name}`,
      description:
        'Members of the approved organisation hand in the complete draft (400 with the missing fields named); it ' +
        'is read-only from then on and the programme office is told to decide. 409 LEVEL_NOT_OPEN before the ' +
        'level opens, 409 CONFLICT when stale or submitted already.',
      tags,
      summary:
        `${title}: submit the complete draft (read-only from then on, an admin decides); ` +
        "409 LEVEL_NOT_OPEN before the level opens, 409 when stale (If-Match or the body's version) or submitted",
      params: idParams,
      headers: ifMatchHeaders,
      body: submitCaseStudyBodySchema,
      responses: { 200: caseStudyRecordSchema, ...writeRefusals },
    }),
    remove: contract({
      method: 'DELETE',
      path: `${base}/:id`,
      operationId: `delete${name}`,
      description: 'Members of the approved organisation delete a draft; 409 once it is submitted.',
      tags,
      summary: `${title}: delete a draft; 409 once submitted`,
      params: idParams,
      responses: { 204: z.undefined(), ...writeRefusals },
    }),
  };
}

/** Accepting may go without a comment (and without a body); rejecting needs one. */
const decision = <const D extends 'accept' | 'reject'>(kind: CaseStudyKind, verdict: D) =>
  contract({
    method: 'PUT',
    path: `/admin/organization/:id/journey/${journeyLevel[kind]}/case-study/${verdict}`,
    operationId: `${verdict}${operationPart(kind)}CaseStudy`,
    description:
      'Platform admins decide on the submitted case study of the organisation; its admins are told by mail. ' +
      (verdict === 'accept'
        ? 'Accepting counts for the level: the journey is recomputed and a level it completes is certified. '
        : 'A rejection needs a comment; the organisation may start a new case study. ') +
      '409 when no case study of this kind waits for a decision.',
    tags: ['admin-journey'],
    summary:
      verdict === 'accept'
        ? `${CaseStudyKind.label(kind)}: accept the submitted case study (platform admins; optional comment)`
        : `${CaseStudyKind.label(kind)}: reject the submitted case study (platform admins; comment required)`,
    params: idParams,
    body: verdict === 'accept' ? acceptBodySchema.nullish() : decisionCommentBodySchema,
    responses: { 200: caseStudyRecordSchema, ...writeRefusals },
  });

const decisions = (kind: CaseStudyKind) => ({
  accept: decision(kind, 'accept'),
  reject: decision(kind, 'reject'),
});

export const caseStudyContracts = {
  gold: { ...kindContracts('gold'), decide: decisions('gold') },
  practitioner: { ...kindContracts('practitioner'), decide: decisions('practitioner') },
};

export const allCaseStudyContracts = () =>
  CaseStudyKind.values.flatMap((kind) => {
    const { decide, ...calls } = caseStudyContracts[kind];
    return [...Object.values(calls), ...Object.values(decide)];
  });
