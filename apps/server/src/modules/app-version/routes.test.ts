import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { APP_VERSION_PATH, appVersionOfEntry } from '@sb/contracts';
import { appVersionRoutes } from './routes';

async function serve(entry: string | null) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(appVersionRoutes(entry));
  return app;
}

describe('app version', () => {
  it('spec §9 app version check: the server names the client build it serves, never cached', async () => {
    const app = await serve('/assets/entry-client-BbBe5-GA.js');
    const res = await app.inject({ method: 'GET', url: APP_VERSION_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ version: 'entry-client-BbBe5-GA' });
    await app.close();
  });

  it('an unbuilt client is the dev version', async () => {
    const app = await serve(null);
    expect((await app.inject({ method: 'GET', url: APP_VERSION_PATH })).json()).toEqual({ version: 'dev' });
    await app.close();
  });

  it('the version rule is the same for the script URL the browser sees', () => {
    expect(appVersionOfEntry('https://site.test/assets/entry-client-x1.js')).toBe('entry-client-x1');
    expect(appVersionOfEntry('/assets/entry-client-x1.css')).toBe('dev');
  });
});
