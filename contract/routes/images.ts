// The graphics routes (spec section 8): the image uploads (contract/images.ts names them), the images' URLs, and
// the stored PNGs themselves, read at one URL shape: IMAGE, `/v1/setting/image/:key?v=<version>`.
import type { TProperties, TUnsafe } from '@sinclair/typebox';
import * as Type from './schema';
import type { Letter } from '../../engine';
import type { CharacterImageSet, GraphicsSetting } from '../http';
import {
  CHARACTER_IMAGE_UPLOAD,
  CHARACTER_LIST_UPLOADS,
  SINGLE_IMAGE_UPLOADS,
  type CharacterList,
} from '../images';
import { BYTES, route, typed, urlOf, type Route } from './route';

/** Each image's URL (or null): the single images, the characters' tiles and faces, the backgrounds. */
export const GRAPHICS_SETTING = route({
  method: 'GET',
  path: '/v1/setting/setg',
  answer: typed<GraphicsSetting>(),
});

/** Every character's three pictures' URLs. */
export const ALL_CHARACTER_IMAGES = route({
  method: 'GET',
  path: '/v1/setting/allcharimg',
  answer: typed<readonly CharacterImageSet[]>(),
});

/** One character's three pictures' URLs; 404 for a letter that names none. */
export const CHARACTER_IMAGES = route({
  method: 'GET',
  path: '/v1/setting/charimg/:characterKey',
  params: Type.Object({ characterKey: Type.String({ maxLength: 10 }) }),
  answer: typed<CharacterImageSet>(),
});

const VersionQuery = Type.Object({ v: Type.Optional(Type.String({ maxLength: 20 })) });

/** A stored PNG by its key; cached for good when asked for by its current version (`?v=`). */
export const IMAGE = route({
  method: 'GET',
  path: '/v1/setting/image/:key',
  params: Type.Object({ key: Type.String({ maxLength: 40 }) }),
  query: VersionQuery,
  answer: BYTES,
});

/** The URL of an image's version: the one shape every image is read at (the server answers it in setg). */
export const imageUrl = (key: string, version: number): string =>
  urlOf(IMAGE, { key }, { v: String(version) });

/** The backgrounds the spec also serves by name (GET /v1/setting/playbg, leaderbg, profilebg). */
export const NAMED_BACKGROUNDS = ['playbg', 'leaderbg', 'profilebg'] as const;
export type NamedBackground = (typeof NAMED_BACKGROUNDS)[number];

/** The spec's route of a background by name: the same PNG as IMAGE with its key. */
export const backgroundRoute = (key: NamedBackground) =>
  route({ method: 'GET', path: `/v1/setting/${key}`, query: VersionQuery, answer: BYTES });

/** What an upload answers: the message, the key it is stored under, its URL, and the fields it echoes. */
export interface UploadAnswer {
  readonly status: 'ok';
  readonly message: string;
  readonly key: string;
  readonly url: string;
  /** A character's index (tiles, faces) or picture (0 move, 1 give, 2 act). */
  readonly n?: number;
  readonly imgFor?: Letter;
}

/** An upload route: a form's fields in, an UploadAnswer out. */
export interface UploadRoute extends Route {
  readonly answer: TUnsafe<UploadAnswer>;
}

/** A small whole number sent as a JSON number or, from a form, as text. */
const IndexField = Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 10 })]));

/** An upload: POST a form with `image` and `fields` (JSON is accepted too, and refused for want of an image). */
const uploadRoute = <const F extends TProperties>(path: string, fields: F) =>
  route({
    method: 'POST',
    path: `/v1/setting/${path}`,
    body: Type.Object({ image: Type.Optional(Type.Unknown()), ...fields }),
    answer: typed<UploadAnswer>(),
  });

/** The single images' uploads, by setting key. */
export const SINGLE_IMAGE_UPLOAD_ROUTES = SINGLE_IMAGE_UPLOADS.map((u) => ({
  ...u,
  route: uploadRoute(u.path, {}),
}));

/** A character's tile or face: its index (0..15) in `n`; the spec's `arr` (the client's list) is ignored. */
export const characterListUploadRoute = (list: CharacterList) =>
  uploadRoute(CHARACTER_LIST_UPLOADS[list].path, { n: IndexField, arr: Type.Optional(Type.Unknown()) });

/** The tile and face uploads, by list. */
export const CHARACTER_LIST_UPLOAD_ROUTES = {
  chartile: characterListUploadRoute('chartile'),
  charface: characterListUploadRoute('charface'),
} as const satisfies Record<CharacterList, Route>;

/** A character's picture: its letter in `imgFor`, which picture in `n` (0 move, 1 give, 2 act). */
export const CHARACTER_IMAGE_UPLOAD_ROUTE = uploadRoute(CHARACTER_IMAGE_UPLOAD.path, {
  imgFor: Type.Optional(Type.String({ maxLength: 10 })),
  n: IndexField,
});
