import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { ApiContext } from '../context';
import { getSetting, updateSetting } from '../db/settings';
import { HttpError } from '../http/errors';
import { requireAdmin } from '../http/session';
import { settingsImageRoutes } from './settingsImages';

/** Limits of spec sections 5 and 9. */
const LIMITS = {
  titleMax: 50,
  players: [1, 100],
  aiNamesQty: [2, 5000],
  aiNamesMin: 2,
  aiNameMax: 40,
  aiGames: [2, 100],
  textMax: 40,
} as const;

/** The five leaderboard texts, in the order of the setting's `names`. */
const LEADERBOARD_TEXTS = [
  { path: 'setlranktext', field: 'rankText', label: 'Rank text', message: 'Successfully saved rank text!' },
  { path: 'setlnametext', field: 'nameText', label: 'Name text', message: 'Successfully saved name text!' },
  { path: 'setlwintext', field: 'winText', label: 'Win text', message: 'Successfully saved win text!' },
  { path: 'setldrawtext', field: 'drawText', label: 'Draw text', message: 'Successfully saved draw text!' },
  { path: 'setllosstext', field: 'lossText', label: 'Loss text', message: 'Successfully saved loss text!' },
] as const;

/** The four play texts, in the order of the setting's `names`. */
const PLAY_TEXTS = [
  { path: 'setpplayotext', field: 'playOText', label: 'Play with Others text' },
  { path: 'setpplayatext', field: 'playAiText', label: 'Play with AI text' },
  { path: 'setpcreategtext', field: 'createGText', label: 'Create Game text' },
  { path: 'setpjoingtext', field: 'joinGText', label: 'Join Game text' },
] as const;

const OPACITIES = { tileOpacity: 'tile opacity', faceOpacity: 'face opacity', imageOpacity: 'image opacity' };
type OpacityTitle = keyof typeof OPACITIES;

/** Raw text from a client; trimmed and limited by `text`. */
const Text = Type.String({ maxLength: 1000 });

const CONTROL = /\p{Cc}/u;

/** Length in characters as a person counts them (code points: an emoji is one, not two). */
const length = (value: string) => Array.from(value).length;

/** A required one-line text, trimmed, at most `max` characters; 400 with a message naming it otherwise. */
function text(value: string | undefined, label: string, max: number): string {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') throw new HttpError(400, `${label} is required.`);
  if (length(trimmed) > max) throw new HttpError(400, `${label} must be at most ${max} characters.`);
  if (CONTROL.test(trimmed)) throw new HttpError(400, `${label} must be one line of text.`);
  return trimmed;
}

/** A whole number in [min, max]; 400 otherwise. */
function wholeNumber(value: number, [min, max]: readonly [number, number], label: string): number {
  if (!Number.isInteger(value) || value < min || value > max)
    throw new HttpError(400, `${label} must be a whole number from ${min} to ${max}.`);
  return value;
}

/** AI names: trimmed, empties and repeats (ignoring case) dropped; each 1-40 characters; at least 2. */
function aiNames(raw: readonly string[]): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  for (const name of raw.map((n) => n.trim())) {
    if (name === '' || seen.has(name.toLowerCase())) continue;
    if (length(name) > LIMITS.aiNameMax)
      throw new HttpError(
        400,
        `AI name "${Array.from(name).slice(0, 20).join('')}…" must be at most ${LIMITS.aiNameMax} characters.`,
      );
    if (CONTROL.test(name)) throw new HttpError(400, 'An AI name must be one line of text.');
    seen.add(name.toLowerCase());
    names.push(name);
  }
  if (names.length < LIMITS.aiNamesMin) throw new HttpError(400, 'minimum 2 names');
  const max = LIMITS.aiNamesQty[1];
  if (names.length > max) throw new HttpError(400, `At most ${max} AI names.`);
  return names;
}

/** A copy of a list with entry `i` replaced (computed from the stored list, so concurrent saves all stay). */
const replaced = (list: readonly string[], i: number, value: string) =>
  list.map((v, j) => (j === i ? value : v));

/** Opacity rounded to one decimal; 400 unless within 0-1. */
function opacity(value: number): number {
  if (!(value >= 0 && value <= 1)) throw new HttpError(400, 'Opacity must be from 0 to 1.');
  return Math.round(value * 10) / 10;
}

/** Leaderboard, play-text and AI settings (reads public, writes admin), and the graphics routes. */
export function settingsRoutes(ctx: ApiContext): FastifyPluginAsyncTypebox {
  const k = ctx.db.kysely;
  const admin = async (request: FastifyRequest) => {
    await requireAdmin(ctx, request);
  };
  const ok = <T extends object>(message: string, value: T) => ({ status: 'ok', message, ...value });

  return async (app) => {
    await app.register(settingsImageRoutes(ctx));

    // Leaderboard settings.
    app.get('/v1/setting/setl', async () => getSetting(k, 'leaderboard'));

    app.put(
      '/v1/setting/setl',
      { onRequest: admin, schema: { body: Type.Object({ title: Text, qty: Type.Number() }) } },
      async (request) => {
        const title = text(request.body.title, 'Title', LIMITS.titleMax);
        const qty = wholeNumber(request.body.qty, LIMITS.players, 'Number of players');
        return ok('Successfully updated!', await updateSetting(k, 'leaderboard', { title, qty }));
      },
    );

    app.put(
      '/v1/setting/setlstatus',
      { onRequest: admin, schema: { body: Type.Object({ status: Type.Boolean() }) } },
      async (request) =>
        ok('Successfully updated!', await updateSetting(k, 'leaderboard', { pause: request.body.status })),
    );

    LEADERBOARD_TEXTS.forEach(({ path, field, label, message }, i) => {
      app.put(
        `/v1/setting/${path}`,
        { onRequest: admin, schema: { body: Type.Object({ [field]: Text }) } },
        async (request) => {
          const value = text(request.body[field], label, LIMITS.textMax);
          return ok(
            message,
            await updateSetting(k, 'leaderboard', (current) => ({
              names: replaced(current.names, i, value),
            })),
          );
        },
      );
    });

    // Play texts.
    app.get('/v1/setting/setp', async () => getSetting(k, 'playTexts'));

    PLAY_TEXTS.forEach(({ path, field, label }, i) => {
      app.put(
        `/v1/setting/${path}`,
        { onRequest: admin, schema: { body: Type.Object({ [field]: Text }) } },
        async (request) => {
          const value = text(request.body[field], label, LIMITS.textMax);
          return ok(
            `Successfully saved ${label}!`,
            await updateSetting(k, 'playTexts', (current) => ({ names: replaced(current.names, i, value) })),
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
        schema: {
          body: Type.Object({ qty: Type.Number(), names: Type.Array(Text, { maxItems: 10_000 }) }),
        },
      },
      async (request) => {
        const qty = wholeNumber(request.body.qty, LIMITS.aiNamesQty, 'Number of AI names');
        const names = aiNames(request.body.names);
        return ok(
          'Successfully updated the number of AI names!',
          await updateSetting(k, 'aiNames', { qty, names }),
        );
      },
    );

    app.get(
      '/v1/setting/allnames',
      { schema: { querystring: Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 100 })) }) } },
      async (request) => {
        const keyword = (request.query.keyword ?? '').trim().toLowerCase();
        const { names } = await getSetting(k, 'aiNames');
        return names
          .map((name, id) => ({ label: name, value: name, id }))
          .filter((item) => item.label.toLowerCase().includes(keyword));
      },
    );

    app.get('/v1/setting/setagamenumber', async () => getSetting(k, 'aiGames'));

    app.put(
      '/v1/setting/setagamenumber',
      { onRequest: admin, schema: { body: Type.Object({ aiQty: Type.Number() }) } },
      async (request) => {
        const qty = wholeNumber(request.body.aiQty, LIMITS.aiGames, 'Number of AI vs AI games');
        return ok(
          'Successfully updated the number of AI vs AI games!',
          await updateSetting(k, 'aiGames', { qty }),
        );
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
          throw new HttpError(400, `title must be one of ${Object.keys(OPACITIES).join(', ')}.`);
        const value = opacity(request.body.value);
        const name = OPACITIES[title as OpacityTitle];
        return ok(`Successfully saved ${name}!`, await updateSetting(k, 'opacity', { [title]: value }));
      },
    );
  };
}
