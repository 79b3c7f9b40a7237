import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
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
  type LeaderboardSetting,
  type Range,
  type TextSettingRoute,
} from '../../contract/http';
import { OPACITY_NAMES, SAVED, SETTING_LABELS } from '../../contract/texts';
import type { ApiContext } from '../context';
import { getSetting, updateSetting, type SettingChange, type SettingValue } from '../db/settings';
import { HttpError } from '../http/errors';
import { AI_NAMES_BODY_BYTES } from '../http/limits';
import { adminOnly } from '../http/session';
import { settingsImageRoutes } from './settingsImages';
import { fromTable } from '../http/tableRoute';
import {
  AI_GAMES_SETTING,
  AI_NAMES_SETTING,
  LEADERBOARD_SETTING,
  OPACITY_SETTING,
  PLAY_TEXTS_SETTING,
  SAVE_AI_GAMES,
  SAVE_AI_NAMES,
  SAVE_LEADERBOARD,
  SAVE_LEADERBOARD_ORDER,
  SAVE_LEADERBOARD_PAUSE,
  SAVE_OPACITY,
  SEARCH_AI_NAMES,
  textSettingRoute,
  type AnswerOf,
} from '../../contract/routes';

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

/** The leaderboard setting as the contract has it: six column texts (the stored list always holds six). */
function boardSetting(value: SettingValue<'leaderboard'>): LeaderboardSetting {
  const [rank = '', name = '', win = '', draw = '', loss = '', rating = ''] = value.names;
  return { ...value, names: [rank, name, win, draw, loss, rating] };
}

/** Leaderboard, play-text and AI settings (reads public, writes admin), and the graphics routes. */
export function settingsRoutes(ctx: ApiContext): FastifyPluginAsyncTypebox {
  const k = ctx.db.kysely;
  const admin = adminOnly(ctx);
  const ok = <T extends object>(message: string, value: T) => ({ status: 'ok' as const, message, ...value });
  const savedBoard = async (change: SettingChange<'leaderboard'>) =>
    ok(SAVED.leaderboard, boardSetting(await updateSetting(k, 'leaderboard', change)));

  return async (app) => {
    await app.register(settingsImageRoutes(ctx));

    // Leaderboard settings.
    app.route({
      ...fromTable(LEADERBOARD_SETTING),
      handler: async (): Promise<AnswerOf<typeof LEADERBOARD_SETTING>> =>
        boardSetting(await getSetting(k, 'leaderboard')),
    });

    app.route({
      ...fromTable(SAVE_LEADERBOARD),
      onRequest: admin,
      handler: async (request): Promise<AnswerOf<typeof SAVE_LEADERBOARD>> => {
        const title = text(request.body.title, 'Title', SETTING_LIMITS.titleMax);
        const qty = wholeNumber(request.body.qty, SETTING_LIMITS.players, SETTING_LABELS.players);
        return savedBoard({ title, qty });
      },
    });

    app.route({
      ...fromTable(SAVE_LEADERBOARD_PAUSE),
      onRequest: admin,
      handler: async (request): Promise<AnswerOf<typeof SAVE_LEADERBOARD_PAUSE>> =>
        savedBoard({ pause: request.body.status }),
    });

    app.route({
      ...fromTable(SAVE_LEADERBOARD_ORDER),
      onRequest: admin,
      handler: async (request): Promise<AnswerOf<typeof SAVE_LEADERBOARD_ORDER>> => {
        const order = LEADERBOARD_ORDERS.find((o) => o === request.body.order);
        if (order === undefined)
          throw new HttpError(400, 'request/invalid', 'Order must be "rating" or "wins".');
        return savedBoard({ order });
      },
    });

    // Play texts.
    app.route({
      ...fromTable(PLAY_TEXTS_SETTING),
      handler: async (): Promise<AnswerOf<typeof PLAY_TEXTS_SETTING>> => getSetting(k, 'playTexts'),
    });

    // The leaderboard's column texts and the play texts: a route per entry of the setting's `names`.
    for (const { key, routes } of TEXT_SETTINGS)
      routes.forEach((entry, i) => {
        const { field, label, success } = entry;
        const textRoute = textSettingRoute(entry);
        app.route({
          ...fromTable(textRoute),
          onRequest: admin,
          handler: async (request): Promise<AnswerOf<typeof textRoute>> => {
            const value = text(request.body[field], label, SETTING_LIMITS.textMax);
            return ok(
              success,
              await updateSetting(k, key, (current) => ({ names: replaced(current.names, i, value) })),
            );
          },
        });
      });

    // AI settings.
    app.route({
      ...fromTable(AI_NAMES_SETTING),
      handler: async (): Promise<AnswerOf<typeof AI_NAMES_SETTING>> => getSetting(k, 'aiNames'),
    });

    app.route({
      ...fromTable(SAVE_AI_NAMES),
      onRequest: admin,
      bodyLimit: AI_NAMES_BODY_BYTES,
      handler: async (request): Promise<AnswerOf<typeof SAVE_AI_NAMES>> => {
        const qty = wholeNumber(request.body.qty, SETTING_LIMITS.aiNamesQty, SETTING_LABELS.aiNamesQty);
        const names = checked(cleanNames(request.body.names), namesError(request.body.names));
        return ok(SAVED.aiNames, await updateSetting(k, 'aiNames', { qty, names }));
      },
    });

    app.route({
      ...fromTable(SEARCH_AI_NAMES),
      handler: async (request): Promise<AnswerOf<typeof SEARCH_AI_NAMES>> => {
        const keyword = (request.query.keyword ?? '').trim().toLowerCase();
        const { names } = await getSetting(k, 'aiNames');
        return names
          .map((name, id): AiNameItem => ({ label: name, value: name, id }))
          .filter((item) => item.label.toLowerCase().includes(keyword));
      },
    });

    app.route({
      ...fromTable(AI_GAMES_SETTING),
      handler: async (): Promise<AnswerOf<typeof AI_GAMES_SETTING>> => getSetting(k, 'aiGames'),
    });

    app.route({
      ...fromTable(SAVE_AI_GAMES),
      onRequest: admin,
      handler: async (request): Promise<AnswerOf<typeof SAVE_AI_GAMES>> => {
        const qty = wholeNumber(request.body.aiQty, SETTING_LIMITS.aiGames, SETTING_LABELS.aiGames);
        return ok(SAVED.aiGames, await updateSetting(k, 'aiGames', { qty }));
      },
    });

    // Opacities.
    app.route({
      ...fromTable(OPACITY_SETTING),
      handler: async (): Promise<AnswerOf<typeof OPACITY_SETTING>> => getSetting(k, 'opacity'),
    });

    app.route({
      ...fromTable(SAVE_OPACITY),
      onRequest: admin,
      handler: async (request): Promise<AnswerOf<typeof SAVE_OPACITY>> => {
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
    });
  };
}
