import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { createTestApp, SETUP_TIMEOUT_MS, type TestContext } from './helpers/app';

const probe = (app: App) => {
  app.get('/probe-ip', async (request) => ({ ip: request.ip }));
};

const forgedHeaders = { 'x-forwarded-for': '203.0.113.7' };

describe('client address behind proxies', () => {
  let t: TestContext;
  let behindProxy: App;
  beforeAll(async () => {
    t = await createTestApp({}, { extend: probe });
    behindProxy = await buildApp(
      { ...t.config, trustedProxies: ['loopback'] },
      { database: t.database, clock: t.clock, logger: false },
    );
    probe(behindProxy);
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await behindProxy.close();
    await t.close();
  });

  it('ignores X-Forwarded-For by default, so a client cannot pick the address its rate limit counts', async () => {
    const res = await t.app.inject({
      url: '/probe-ip',
      headers: forgedHeaders,
      remoteAddress: '198.51.100.1',
    });
    expect(res.json()).toEqual({ ip: '198.51.100.1' });
  });

  it('believes X-Forwarded-For from a configured proxy only', async () => {
    const viaProxy = await behindProxy.inject({
      url: '/probe-ip',
      headers: forgedHeaders,
      remoteAddress: '127.0.0.1',
    });
    expect(viaProxy.json()).toEqual({ ip: '203.0.113.7' });
    const direct = await behindProxy.inject({
      url: '/probe-ip',
      headers: forgedHeaders,
      remoteAddress: '198.51.100.1',
    });
    expect(direct.json()).toEqual({ ip: '198.51.100.1' });
  });
});
