import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  LEADERBOARD_ORDERS,
  LEADERBOARD_TEXT_ROUTES,
  PLAY_TEXT_ROUTES,
  SETTING_LIMITS,
  cleanNames,
  namesError,
  opacityError,
  roundOpacity,
  textError,
  wholeNumberError,
  type AiNameItem,
  type Range,
  type TextSettingRoute,
} from '../../contract/http';
import { OPACITY_NAMES, SAVED, SETTING_LABELS } from '../../contract/texts';
import type { ApiContext } from '../context';
import { getSetting, updateSetting } from '../db/settings';
import { HttpError } from '../http/errors';
import { AI_NAMES_BODY_BYTES } from '../http/limits';
import { adminOnly } from '../http/session';
import { settingsImageRoutes } from './settingsImages';

const OPACITIES = OPACITY_NAMES;
type OpacityTitle = keyof typeof OPACITIES;

/** The settings whose texts are saved one route per entry of their `names` list, with those routes. */
const TEXT_SETTINGS: readonly {
  readonly key: 'leaderboard' | 'playTexts';
  readonly routes: readonly TextSettingRoute[];
}[] = [
  { key: 'leaderboard', routes: LEADERBOARD_TEXT_ROUTES },
  { key: 'playTexts', routes: PLAY_TEXT_ROUTES },
];

/** Raw text from a client; trimmed and limited by `text`. */
const Text = Type.String({ maxLength: 1000 });

/** Refuses a setting value with 400 and the contract's message; passes `value` through otherwise. */
function checked<T>(value: T, error: string | null): T {
  if (error !== null) throw new HttpError(400, 'setting/invalid', error);
  return value;
}

/** A required one-line text, trimmed, at most `max` characters. */
const text = (value: string | undefined, label: string, max: number) =>
  checked((value ?? '').trim(), textError(value ?? '', label, max));

/** A whole number in the range. */
const wholeNumber = (value: number, range: Range, label: string) =>
  checked(value, wholeNumberError(value, range, label));

/** A copy of a list with entry `i` replaced (computed from the stored list, so concurrent saves all stay). */
const replaced = (list: readonly string[], i: number, value: string) =>
  list.map((v, j) => (j === i ? value : v));

/** Leaderboard, play-text and AI settings (reads public, writes admin), and the graphics routes. */
export function settingsRoutes(ctx: ApiContext): FastifyPluginAsyncTypebox {
  const k = ctx.db.kysely;
  const admin = adminOnly(ctx);
  const ok = <T extends object>(message: string, value: T) => ({ status: 'ok', message, ...value });

  return async (app) => {
    await app.register(settingsImageRoutes(ctx));

    // Leaderboard settings.
    app.get('/v1/setting/setl', async () => getSetting(k, 'leaderboard'));

    app.put(
      '/v1/setting/setl',
      { onRequest: admin, schema: { body: Type.Object({ title: Text, qty: Type.Number() }) } },
      async (request) => {
        const title = text(request.body.title, 'Title', SETTING_LIMITS.titleMax);
        const qty = wholeNumber(request.body.qty, SETTING_LIMITS.players, SETTING_LABELS.players);
        return ok(SAVED.leaderboard, await updateSetting(k, 'leaderboard', { title, qty }));
      },
    );

    app.put(
      '/v1/setting/setlstatus',
      { onRequest: admin, schema: { body: Type.Object({ status: Type.Boolean() }) } },
      async (request) =>
        ok(SAVED.leaderboard, await updateSetting(k, 'leaderboard', { pause: request.body.status })),
    );

    app.put(
      '/v1/setting/setlorder',
      {
        onRequest: admin,
        schema: { body: Type.Object({ order: Type.String({ maxLength: 20 }) }) },
      },
      async (request) => {
        const order = LEADERBOARD_ORDERS.find((o) => o === request.body.order);
        if (order === undefined)
          throw new HttpError(400, 'request/invalid', 'Order must be "rating" or "wins".');
        return ok(SAVED.leaderboard, await updateSetting(k, 'leaderboard', { order }));
      },
    );

    // Play texts.
    app.get('/v1/setting/setp', async () => getSetting(k, 'playTexts'));

    // The leaderboard's column texts and the play texts: a route per entry of the setting's `names`.
    for (const { key, routes } of TEXT_SETTINGS)
      routes.forEach(({ path, field, label, success }, i) => {
        app.put(
          `/v1/setting/${path}`,
          { onRequest: admin, schema: { body: Type.Object({ [field]: Text }) } },
          async (request) => {
            const value = text(request.body[field], label, SETTING_LIMITS.textMax);
            return ok(
              success,
              await updateSetting(k, key, (current) => ({ names: replaced(current.names, i, value) })),
            );
          },
        );
      });

    // AI settings.
    app.get('/v1/setting/seta', async () => getSetting(k, 'aiNames'));

    app.put(
      '/v1/setting/seta',
      {
        onRequest: admin,
        bodyLimit: AI_NAMES_BODY_BYTES,
        schema: {
          body: Type.Object({ qty: Type.Number(), names: Type.Array(Text, { maxItems: 10_000 }) }),
        },
      },
      async (request) => {
        const qty = wholeNumber(request.body.qty, SETTING_LIMITS.aiNamesQty, SETTING_LABELS.aiNamesQty);
        const names = checked(cleanNames(request.body.names), namesError(request.body.names));
        return ok(SAVED.aiNames, await updateSetting(k, 'aiNames', { qty, names }));
      },
    );

    app.get(
      '/v1/setting/allnames',
      { schema: { querystring: Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 100 })) }) } },
      async (request) => {
        const keyword = (request.query.keyword ?? '').trim().toLowerCase();
        const { names } = await getSetting(k, 'aiNames');
        return names
          .map((name, id): AiNameItem => ({ label: name, value: name, id }))
          .filter((item) => item.label.toLowerCase().includes(keyword));
      },
    );

    app.get('/v1/setting/setagamenumber', async () => getSetting(k, 'aiGames'));

    app.put(
      '/v1/setting/setagamenumber',
      { onRequest: admin, schema: { body: Type.Object({ aiQty: Type.Number() }) } },
      async (request) => {
        const qty = wholeNumber(request.body.aiQty, SETTING_LIMITS.aiGames, SETTING_LABELS.aiGames);
        return ok(SAVED.aiGames, await updateSetting(k, 'aiGames', { qty }));
      },
    );

    // Opacities.
    app.get('/v1/setting/opacity', async () => getSetting(k, 'opacity'));

    app.post(
      '/v1/setting/saveopacity',
      {
        onRequest: admin,
        schema: { body: Type.Object({ value: Type.Number(), title: Type.String({ maxLength: 40 }) }) },
      },
      async (request) => {
        const title = request.body.title;
        if (!Object.hasOwn(OPACITIES, title))
          throw new HttpError(
            400,
            'setting/invalid',
            `title must be one of ${Object.keys(OPACITIES).join(', ')}.`,
          );
        const value = roundOpacity(checked(request.body.value, opacityError(request.body.value)));
        const name = OPACITIES[title as OpacityTitle];
        return ok(SAVED.opacity(name), await updateSetting(k, 'opacity', { [title]: value }));
      },
    );
  };
}
