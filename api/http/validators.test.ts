import { Type } from '@fastify/type-provider-typebox';
import Fastify from 'fastify';
import { expect, test } from 'vitest';
import { sharedValidators } from './validators';

/** An app with one route whose body's `name` is at most `max` characters, on the shared compiler. */
async function appWith(max: number) {
  const app = Fastify({
    ajv: { customOptions: { coerceTypes: false } },
    schemaController: { compilersFactory: { buildValidator: sharedValidators } },
  });
  app.post('/name', { schema: { body: Type.Object({ name: Type.String({ maxLength: max }) }) } }, () => 'ok');
  await app.ready();
  return app;
}

const send = (app: Awaited<ReturnType<typeof appWith>>, name: unknown) =>
  app.inject({ method: 'POST', url: '/name', payload: { name } });

test('apps built one after another each validate by their own schema, whatever was compiled before', async () => {
  const short = await appWith(3);
  const long = await appWith(8);
  const shortAgain = await appWith(3);
  expect((await send(short, 'abcdef')).statusCode).toBe(400);
  expect((await send(long, 'abcdef')).statusCode).toBe(200);
  expect((await send(shortAgain, 'abcdef')).json()).toMatchObject({
    message: 'body/name must NOT have more than 3 characters',
  });
  expect((await send(shortAgain, 'abc')).statusCode).toBe(200);
  // Types are not coerced: a number where a string is wanted is refused.
  expect((await send(long, 12)).statusCode).toBe(400);
  await Promise.all([short, long, shortAgain].map((a) => a.close()));
});
