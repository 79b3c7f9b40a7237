import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { messageFor } from '../../contract/catalogue/messageFor';
import { IMAGE_TOO_LARGE as TOO_LARGE } from '../../contract/http';
import { HttpError } from './errors';
import { MAX_IMAGE_BYTES } from './limits';

export const NO_IMAGE = messageFor('image/missing');
export const NOT_AN_UPLOAD =
  'Send the image as multipart/form-data (file field "image") or as JSON {"image": "<base64 or data URL>"}.';

/** An image upload as a route sees it, however it was sent. */
export interface ImageUpload {
  /** The uploaded bytes (1 byte to MAX_IMAGE_BYTES), not yet checked to be an image. */
  readonly bytes: Buffer;
  /** The other fields: strings from a form, JSON values from a JSON body. */
  readonly fields: ReadonlyMap<string, unknown>;
}

/**
 * Reads an image upload from either a multipart form (the file in field `image`, other fields as form
 * fields) or a JSON body whose `image` is base64 or a data URL. 400 without an image, 413 over 5 MB.
 */
export async function readImageUpload(request: FastifyRequest): Promise<ImageUpload> {
  const { image, fields } = request.isMultipart() ? await readMultipart(request) : readJson(request.body);
  if (image === undefined || image.length === 0) throw new HttpError(400, 'image/missing', NO_IMAGE);
  if (image.length > MAX_IMAGE_BYTES) throw new HttpError(413, 'image/too-large', TOO_LARGE);
  return { bytes: image, fields };
}

interface RawUpload {
  image: Buffer | undefined;
  fields: Map<string, unknown>;
}

async function readMultipart(request: FastifyRequest): Promise<RawUpload> {
  const fields = new Map<string, unknown>();
  let image: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'image')
          throw new HttpError(400, 'request/invalid', 'Send the image in the form field "image".');
        image = await part.toBuffer();
      } else {
        fields.set(part.fieldname, part.value);
      }
    }
  } catch (err) {
    throw uploadError(err);
  }
  // A form may carry the image as base64 text too.
  const text = fields.get('image');
  if (image === undefined && typeof text === 'string' && text !== '') image = decodeBase64Image(text);
  return { image, fields };
}

function readJson(body: unknown): RawUpload {
  if (body === undefined || body === null) return { image: undefined, fields: new Map() };
  if (typeof body !== 'object' || Array.isArray(body))
    throw new HttpError(415, 'request/unsupported-type', NOT_AN_UPLOAD);
  const fields = new Map<string, unknown>(Object.entries(body));
  const image = fields.get('image');
  if (image === undefined || image === null || image === '') return { image: undefined, fields };
  if (typeof image !== 'string')
    throw new HttpError(400, 'request/invalid', 'image must be a base64 string or a data URL.');
  return { image: decodeBase64Image(image), fields };
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const BASE64_URL = /^[A-Za-z0-9_-]*={0,2}$/;

/** Decodes base64 (standard or URL-safe) or a base64 data URL; 400 when it is neither, 413 over 5 MB. */
export function decodeBase64Image(text: string): Buffer {
  let data = text;
  if (/^data:/i.test(text)) {
    const comma = text.indexOf(',');
    if (comma < 0 || !/;base64$/i.test(text.slice(0, comma)))
      throw new HttpError(400, 'request/invalid', 'A data URL image must be base64-encoded.');
    data = text.slice(comma + 1);
  }
  data = data.replace(/\s+/g, '');
  if (!BASE64.test(data) && !BASE64_URL.test(data))
    throw new HttpError(400, 'request/invalid', 'The image is not valid base64.');
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  if (Math.floor((data.length * 3) / 4) - padding > MAX_IMAGE_BYTES)
    throw new HttpError(413, 'image/too-large', TOO_LARGE);
  return Buffer.from(data, 'base64');
}

/** Multipart and body-parser failures as the clear 4xx an image route answers. */
function uploadError(err: unknown): unknown {
  if (err instanceof HttpError) return err;
  switch ((err as Partial<FastifyError> | undefined)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new HttpError(413, 'image/too-large', TOO_LARGE);
    case 'FST_FILES_LIMIT':
      return new HttpError(413, 'request/too-large', 'Please upload one image at a time.');
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new HttpError(413, 'request/too-large', 'The form has too many fields.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new HttpError(415, 'request/unsupported-type', NOT_AN_UPLOAD);
    default:
      return new HttpError(400, 'request/invalid', 'The upload could not be read. Please try again.');
  }
}

/**
 * Error handler for a plugin of upload routes: body-parser and multipart failures get the clear messages
 * above; everything else goes on, unchanged, to the app's error handler.
 */
export function uploadErrorHandler(err: FastifyError, _request: FastifyRequest, _reply: FastifyReply): never {
  const known = [
    'FST_REQ_FILE_TOO_LARGE',
    'FST_ERR_CTP_BODY_TOO_LARGE',
    'FST_FILES_LIMIT',
    'FST_FIELDS_LIMIT',
    'FST_PARTS_LIMIT',
    'FST_ERR_CTP_INVALID_MEDIA_TYPE',
  ];
  throw known.includes(err.code) ? uploadError(err) : err;
}
