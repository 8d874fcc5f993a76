import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionnaires } from '@cert/domain';
import { API_BASE } from '@cert/domain/contracts';
import { createTestApp, SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';

type Schema = Record<string, unknown> & { properties?: Record<string, Schema>; required?: string[] };
type Operation = {
  parameters?: Array<{ name: string; in: string; description?: string; schema: Schema }>;
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
};

/** The OpenAPI document at /api/docs/json says what the API takes and answers (docs/product.md §7). */
describe('the OpenAPI document', () => {
  let t: TestContext;
  let document: Document;
  beforeAll(async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    document = response.json();
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const bodyOf = (path: string, method: string) =>
    document.paths[path]![method]!.requestBody!.content['application/json']!.schema;

  it('names the error shape once and refers to it from every error answer', () => {
    expect(document.components?.schemas?.ApiError?.properties).toHaveProperty('code');
    let errors = 0;
    for (const operations of Object.values(document.paths)) {
      for (const operation of Object.values(operations)) {
        for (const [status, response] of Object.entries(operation.responses)) {
          if (Number(status) < 400 || !response.content) continue;
          expect(response.content['application/json']!.schema).toEqual({
            $ref: '#/components/schemas/ApiError',
          });
          errors += 1;
        }
      }
    }
    expect(errors).toBeGreaterThan(100);
  });

  it('documents the parameters of every list: page, pageSize, sort, filters and searches', () => {
    const parameters = (path: string) =>
      Object.fromEntries(
        document.paths[path]!.get!.parameters!.filter((p) => p.in === 'query').map((p) => [
          p.name,
          { ...p.schema, description: p.description } as Schema,
        ]),
      );
    const organizations = parameters('/api/admin/organization');
    expect(organizations.page).toMatchObject({ type: 'integer', minimum: 1 });
    expect(organizations.pageSize).toMatchObject({ type: 'integer', maximum: 100 });
    expect(organizations.sort?.description).toContain('name');
    expect(organizations['filter.approvalStatus']?.enum).toEqual(
      expect.arrayContaining(['Approved', 'Pending', 'Rejected']),
    );
    expect(organizations['filter.name._regex_']).toMatchObject({ type: 'string', maxLength: 100 });
    // search.{key} where the lists offer it (docs/product.md §7).
    expect(organizations['search.name']).toMatchObject({ type: 'string', maxLength: 100 });
    expect(organizations['search.city']).toMatchObject({ type: 'string' });
    expect(parameters('/api/admin/journeys')['search.name']).toMatchObject({ type: 'string' });
    const drafts = parameters('/api/certifications/draft');
    expect(Object.keys(drafts)).toEqual(expect.arrayContaining(['page', 'pageSize', 'sort']));
  });

  it("shows a questionnaire's sections and fields as its definition has them, with the call's own keys", () => {
    const { definition } = questionnaires['procurement-office'];
    const apiBase = `${API_BASE}${questionnaires['procurement-office'].apiBase}`;
    const firstStep = definition.steps[0]!;
    const firstField = firstStep.fields[0]!;

    const create = bodyOf(`${apiBase}/draft`, 'post');
    expect(Object.keys(create.properties!)).toEqual([
      ...definition.steps.map((step) => step.section),
      'meta',
    ]);
    expect(create.properties![firstStep.section]!.properties).toHaveProperty(firstField.key);
    expect(create.additionalProperties).toBe(false);
    // A draft may leave anything out.
    for (const step of definition.steps) {
      expect(JSON.stringify(create.properties![step.section])).not.toContain('"required":');
    }
    // Without an organisation the call answers the specification's 'no active organization available'.
    expect(create.properties!.meta!.properties).toHaveProperty('organization');

    // The form as specified, or the record as read: its bookkeeping keys are documented, none required.
    const submit = bodyOf(`${apiBase}/draft/{id}/submit`, 'put');
    expect(submit.required).toEqual(definition.steps.map((step) => step.section));
    expect(submit.properties!.version).toMatchObject({ type: 'integer', minimum: 1 });
    expect(Object.keys(submit.properties!)).toEqual(expect.arrayContaining(['_id', 'kind', 'meta']));
  });
});
