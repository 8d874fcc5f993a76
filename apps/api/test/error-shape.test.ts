import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@cert/domain';
import { createTestApp, SETUP_TIMEOUT_MS, type TestContext } from './helpers/app';
import { signIn, type TestBrowser } from './helpers/browser';

const profile = { firstName: 'Erika', lastName: 'Mustermann', phoneNumber: '030 123456' };

describe('one error shape for every failure', () => {
  let t: TestContext;
  let browser: TestBrowser;
  beforeAll(async () => {
    t = await createTestApp();
    ({ browser } = await signIn(t, 'fehler@amt.example'));
    expect((await browser.put('/api/user/me', profile)).statusCode).toBe(200);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const expectShape = (body: unknown, status: number, code: string) => {
    const error = apiErrorSchema.strict().parse(body);
    expect(error).toMatchObject({ status, code });
    expect(error.message.length).toBeGreaterThan(0);
  };

  it('answers a wrong content type with 415', async () => {
    const res = await browser.put('/api/user/me', undefined, {
      payload: 'firstName=Erika',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(415);
    expectShape(res.json(), 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers an oversize body with 413', async () => {
    const res = await browser.put('/api/user/me', { ...profile, firstName: 'x'.repeat(1024 * 1024 + 1) });
    expect(res.statusCode).toBe(413);
    expectShape(res.json(), 413, 'PAYLOAD_TOO_LARGE');
  });

  it('answers malformed JSON with 400', async () => {
    const res = await browser.put('/api/user/me', undefined, {
      payload: '{"firstName":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expectShape(res.json(), 400, 'VALIDATION_FAILED');
  });

  it('keeps what was saved when a save is refused', async () => {
    await browser.put('/api/user/me', { ...profile, lastName: '' });
    expect((await browser.get('/api/user/me')).json()).toMatchObject(profile);
  });

  it(
    'hides the details of a server failure behind the generic German message',
    async () => {
      const other = await createTestApp();
      const { browser: user } = await signIn(other, 'ausfall@amt.example');
      await other.database.close();
      const res = await user.get('/api/user/me');
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        status: 500,
        code: 'INTERNAL',
        message: 'Es ist ein Fehler aufgetreten. Versuchen Sie es bitte erneut.',
      });
      await other.app.close();
      rmSync(other.dataDir, { recursive: true, force: true });
    },
    SETUP_TIMEOUT_MS,
  );
});
