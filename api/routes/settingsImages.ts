import { Type, type FastifyPluginAsyncTypebox, type TProperties } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CHARACTERS, characterByLetter, characterIndex, isLetter, type Letter } from '../../engine';
import { UNSUPPORTED_IMAGE } from '../../contract/http';
import {
  CHARACTER_IMAGE_UPLOAD,
  CHARACTER_LIST_UPLOADS,
  SINGLE_IMAGE_UPLOADS,
  type CharacterList,
} from '../../contract/images';
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
import { readImageUpload, uploadErrorHandler } from '../http/upload';

/** Where an upload is stored, and what its route answers. */
interface Target {
  readonly key: string;
  readonly message: string;
  /** Echoed in the answer (which character, which image). */
  readonly echo?: Record<string, unknown>;
}

/** One upload route: its path under /v1/setting/, its JSON fields besides `image`, and its target. */
interface UploadRoute {
  readonly path: string;
  readonly fields: TProperties;
  /** The target for the request's other fields; 400 on a bad one. */
  target(fields: ReadonlyMap<string, unknown>): Target;
}

/** A small whole number sent as a JSON number or, from a form, as text. */
const IndexField = Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 10 })]));

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

const single = (path: string, key: string, message: string): UploadRoute => ({
  path,
  fields: {},
  target: () => ({ key, message }),
});

const indexed = (list: CharacterList): UploadRoute => ({
  path: CHARACTER_LIST_UPLOADS[list].path,
  // The spec also names a field `arr` (the client's whole list): accepted and ignored.
  fields: { n: IndexField, arr: Type.Optional(Type.Unknown()) },
  target(fields) {
    const n = characterN(fields);
    return { key: indexedKey(list, n), message: CHARACTER_LIST_UPLOADS[list].success, echo: { n } };
  },
});

/** Every upload route, as contract/images.ts declares them (section 8's success messages). */
const UPLOAD_ROUTES: readonly UploadRoute[] = [
  ...SINGLE_IMAGE_UPLOADS.map((u) => single(u.path, u.key, u.success)),
  indexed('chartile'),
  indexed('charface'),
  {
    path: CHARACTER_IMAGE_UPLOAD.path,
    fields: { imgFor: Type.Optional(Type.String({ maxLength: 10 })), n: IndexField },
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
const uploadBody = (fields: TProperties) => ({
  content: {
    'application/json': {
      schema: Type.Object({ image: Type.Optional(Type.Unknown()), ...fields }),
    },
  },
});

const KeyParams = Type.Object({ key: Type.String({ maxLength: 40 }) });
const VersionQuery = Type.Object({ v: Type.Optional(Type.String({ maxLength: 20 })) });
const CharacterParams = Type.Object({ characterKey: Type.String({ maxLength: 10 }) });

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

    for (const route of UPLOAD_ROUTES) {
      app.post(
        `/v1/setting/${route.path}`,
        // The one route family whose bodies may be large: an image of up to 5 MB, read only for an admin.
        { onRequest: admin, bodyLimit: UPLOAD_BODY_BYTES, schema: { body: uploadBody(route.fields) } },
        async (request) => {
          const upload = await readImageUpload(request);
          const target = route.target(upload.fields);
          const converted = await convertToPng(upload.bytes);
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
      );
    }

    app.get('/v1/setting/setg', async () => {
      const versions = await imageVersions(k);
      const url = (key: string) => urlOf(versions, key);
      return {
        ...Object.fromEntries(SINGLE_IMAGES.map((key) => [key, url(key)])),
        chartile: CHARACTERS.map((_, i) => url(indexedKey('chartile', i))),
        charface: CHARACTERS.map((_, i) => url(indexedKey('charface', i))),
        ...Object.fromEntries(BACKGROUNDS.map((key) => [key, url(key)])),
      };
    });

    app.get('/v1/setting/allcharimg', async () => {
      const versions = await imageVersions(k);
      return CHARACTERS.map((c, id) => ({
        id,
        imgFor: c.letter,
        images: characterImages(versions, c.letter),
      }));
    });

    app.get('/v1/setting/charimg/:characterKey', { schema: { params: CharacterParams } }, async (request) => {
      const letter = request.params.characterKey;
      if (!isLetter(letter))
        throw new HttpError(404, 'request/not-found', `There is no character ${letter}.`);
      return {
        id: characterIndex(letter),
        imgFor: letter,
        images: characterImages(await imageVersions(k), letter),
      };
    });

    for (const key of BACKGROUNDS)
      app.get(`/v1/setting/${key}`, { schema: { querystring: VersionQuery } }, (request, reply) =>
        sendImage(request, reply, key, request.query.v),
      );

    app.get(
      '/v1/setting/image/:key',
      { schema: { params: KeyParams, querystring: VersionQuery } },
      async (request, reply) => {
        if (!IMAGE_KEYS.has(request.params.key))
          throw new HttpError(404, 'image/not-found', 'There is no such image.');
        return sendImage(request, reply, request.params.key, request.query.v);
      },
    );
  };
}

function characterImages(versions: ReadonlyMap<string, number>, letter: Letter): (string | null)[] {
  return Array.from({ length: CHARACTER_IMAGE_COUNT }, (_, n) =>
    urlOf(versions, characterImageKey(letter, n)),
  );
}
