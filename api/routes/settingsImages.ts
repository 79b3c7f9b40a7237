import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CHARACTERS, characterByLetter, characterIndex, isLetter, type Letter } from '../../engine';
import { UNSUPPORTED_IMAGE } from '../../contract/http';
import { CHARACTER_IMAGE_UPLOAD, CHARACTER_LIST_UPLOADS, type CharacterList } from '../../contract/images';
import {
  ALL_CHARACTER_IMAGES,
  CHARACTER_IMAGE_UPLOAD_ROUTE,
  CHARACTER_IMAGES,
  CHARACTER_LIST_UPLOAD_ROUTES,
  GRAPHICS_SETTING,
  IMAGE,
  NAMED_BACKGROUNDS,
  SINGLE_IMAGE_UPLOAD_ROUTES,
  backgroundRoute,
  type AnswerOf,
  type Route,
  type UploadAnswer,
} from '../../contract/routes';
import type { ApiContext } from '../context';
import {
  BACKGROUNDS,
  CHARACTER_IMAGE_COUNT,
  IMAGE_KEYS,
  MAX_INPUT_PIXELS,
  SINGLE_IMAGES,
  characterImageKey,
  convertToPng,
  getImage,
  imageUrl,
  imageVersions,
  indexedKey,
  putImage,
  urlOf,
} from '../db/images';
import { HttpError } from '../http/errors';
import { UPLOAD_BODY_BYTES } from '../http/limits';
import { adminOnly } from '../http/session';
import { fromTable } from '../http/tableRoute';
import { readImageUpload, uploadErrorHandler } from '../http/upload';

/** Where an upload is stored, and what its route answers. */
interface Target {
  readonly key: string;
  readonly message: string;
  /** Echoed in the answer (which character, which image). */
  readonly echo?: Record<string, unknown>;
}

/** One upload route: its table entry (path, form fields besides `image`) and its target. */
interface UploadRoute {
  readonly route: Route;
  /** The target for the request's other fields; 400 on a bad one. */
  target(fields: ReadonlyMap<string, unknown>): Target;
}

/** A whole number 0..count-1 from a JSON number or a form's text; 400 with `message` otherwise. */
function parseIndex(value: unknown, count: number, message: string): number {
  const n = typeof value === 'string' && /^\d{1,3}$/.test(value.trim()) ? Number(value.trim()) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n >= count)
    throw new HttpError(400, 'setting/invalid', message);
  return n;
}

const characterN = (fields: ReadonlyMap<string, unknown>) =>
  parseIndex(
    fields.get('n'),
    CHARACTERS.length,
    `n must be a character index from 0 to ${CHARACTERS.length - 1}.`,
  );

const indexed = (list: CharacterList): UploadRoute => ({
  // The spec also names a field `arr` (the client's whole list): accepted and ignored.
  route: CHARACTER_LIST_UPLOAD_ROUTES[list],
  target(fields) {
    const n = characterN(fields);
    return { key: indexedKey(list, n), message: CHARACTER_LIST_UPLOADS[list].success, echo: { n } };
  },
});

/** Every upload route, as contract/images.ts declares them (section 8's success messages). */
const UPLOAD_ROUTES: readonly UploadRoute[] = [
  ...SINGLE_IMAGE_UPLOAD_ROUTES.map((u) => ({
    route: u.route,
    target: () => ({ key: u.key, message: u.success }),
  })),
  indexed('chartile'),
  indexed('charface'),
  {
    route: CHARACTER_IMAGE_UPLOAD_ROUTE,
    target(fields) {
      const imgFor = fields.get('imgFor');
      const character = isLetter(imgFor) ? characterByLetter(imgFor) : undefined;
      if (character === undefined)
        throw new HttpError(
          400,
          'setting/invalid',
          `imgFor must be a character letter: ${CHARACTERS.map((c) => c.letter).join(', ')}.`,
        );
      const n = parseIndex(
        fields.get('n'),
        CHARACTER_IMAGE_COUNT,
        'n must be 0 (move), 1 (give) or 2 (act).',
      );
      return {
        key: characterImageKey(character.letter, n),
        message: CHARACTER_IMAGE_UPLOAD.success(character.name),
        echo: { imgFor: character.letter, n },
      };
    },
  },
];

/** The body schema of an upload route: checked for JSON; a multipart form is read by readImageUpload. */
const uploadBody = (route: Route) => ({ content: { 'application/json': { schema: route.body } } });

/** Graphics settings: uploads (admin), their URLs, and the stored PNGs themselves. */
export function settingsImageRoutes(ctx: ApiContext): FastifyPluginAsyncTypebox {
  const k = ctx.db.kysely;
  const admin = adminOnly(ctx);

  /** Sends a stored PNG with validators; cached for good when asked for by its current version. */
  async function sendImage(request: FastifyRequest, reply: FastifyReply, key: string, version?: string) {
    const image = await getImage(k, key);
    if (image === undefined)
      throw new HttpError(404, 'image/not-found', 'No image has been uploaded here yet.');
    const etag = `"${image.updatedAt}"`;
    void reply
      .header('etag', etag)
      .header('last-modified', new Date(image.updatedAt).toUTCString())
      .header(
        'cache-control',
        version === String(image.updatedAt) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch?.split(',').some((tag) => tag.trim() === etag) === true) return reply.code(304).send();
    return reply.type('image/png').send(image.png);
  }

  return async (app) => {
    app.setErrorHandler(uploadErrorHandler);

    for (const upload of UPLOAD_ROUTES) {
      const { method, url } = fromTable(upload.route);
      app.route({
        method,
        url,
        // The one route family whose bodies may be large: an image of up to 5 MB, read only for an admin.
        onRequest: admin,
        bodyLimit: UPLOAD_BODY_BYTES,
        schema: { body: uploadBody(upload.route) },
        handler: async (request): Promise<UploadAnswer> => {
          const form = await readImageUpload(request);
          const target = upload.target(form.fields);
          const converted = await convertToPng(form.bytes);
          if (!converted.ok)
            throw converted.error === 'image/too-many-pixels'
              ? new HttpError(
                  413,
                  'image/too-large',
                  `The image has too many pixels (at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels).`,
                )
              : new HttpError(415, 'image/unsupported', UNSUPPORTED_IMAGE);
          const version = await putImage(k, target.key, converted.png, ctx.now());
          return {
            status: 'ok',
            message: target.message,
            ...target.echo,
            key: target.key,
            url: imageUrl(target.key, version),
          };
        },
      });
    }

    app.route({
      ...fromTable(GRAPHICS_SETTING),
      handler: async (): Promise<AnswerOf<typeof GRAPHICS_SETTING>> => {
        const versions = await imageVersions(k);
        const url = (key: string) => urlOf(versions, key);
        const [floortile, movetile, taptile, moveeffect, tapeffect] = SINGLE_IMAGES.map(url);
        const [playbg, leaderbg, profilebg] = BACKGROUNDS.map(url);
        return {
          floortile: floortile ?? null,
          movetile: movetile ?? null,
          taptile: taptile ?? null,
          moveeffect: moveeffect ?? null,
          tapeffect: tapeffect ?? null,
          chartile: CHARACTERS.map((_, i) => url(indexedKey('chartile', i))),
          charface: CHARACTERS.map((_, i) => url(indexedKey('charface', i))),
          playbg: playbg ?? null,
          leaderbg: leaderbg ?? null,
          profilebg: profilebg ?? null,
        };
      },
    });

    app.route({
      ...fromTable(ALL_CHARACTER_IMAGES),
      handler: async (): Promise<AnswerOf<typeof ALL_CHARACTER_IMAGES>> => {
        const versions = await imageVersions(k);
        return CHARACTERS.map((c, id) => ({
          id,
          imgFor: c.letter,
          images: characterImages(versions, c.letter),
        }));
      },
    });

    app.route({
      ...fromTable(CHARACTER_IMAGES),
      handler: async (request): Promise<AnswerOf<typeof CHARACTER_IMAGES>> => {
        const letter = request.params.characterKey;
        if (!isLetter(letter))
          throw new HttpError(404, 'request/not-found', `There is no character ${letter}.`);
        return {
          id: characterIndex(letter),
          imgFor: letter,
          images: characterImages(await imageVersions(k), letter),
        };
      },
    });

    for (const key of NAMED_BACKGROUNDS)
      app.route({
        ...fromTable(backgroundRoute(key)),
        handler: (request, reply) => sendImage(request, reply, key, request.query.v),
      });

    app.route({
      ...fromTable(IMAGE),
      handler: async (request, reply) => {
        if (!IMAGE_KEYS.has(request.params.key))
          throw new HttpError(404, 'image/not-found', 'There is no such image.');
        return sendImage(request, reply, request.params.key, request.query.v);
      },
    });
  };
}

function characterImages(versions: ReadonlyMap<string, number>, letter: Letter): (string | null)[] {
  return Array.from({ length: CHARACTER_IMAGE_COUNT }, (_, n) =>
    urlOf(versions, characterImageKey(letter, n)),
  );
}
