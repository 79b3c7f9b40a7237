import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SOLVED_PAIR } from '../../contract/routes';
import { SOLVED_PAIR_BYTES, SOLVED_SHA256_HEADER } from '../../contract/http';
import { CHARACTERS, characterIndex, isLetter, pairIndex } from '../../engine';
import type { ApiContext } from '../context';
import { HttpError } from '../http/errors';
import { fromTable } from '../http/tableRoute';

/** A year: how long a client may keep a pair's values fetched under the table's checksum (`?v=<sha256>`). */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Without the checksum in the URL a later table may answer it: keep it, but ask again (a 304 by its ETag). */
const REVALIDATE = 'public, no-cache';

const LETTERS = CHARACTERS.map((c) => c.letter).join(', ');

/** The character index of a path's letter, or a 400 naming it. */
function indexOf(text: string): number {
  if (!isLetter(text))
    throw new HttpError(400, 'request/invalid', `"${text}" is not a character's letter (one of ${LETTERS}).`);
  return characterIndex(text);
}

/** True when the If-None-Match header names `etag` (or is `*`); weak tags compare by their value. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}

/**
 * The solved game for the browser's analysis (issue 26): GET /api/solved/:a/:b answers one character pair's
 * values (docs/API.md "Solved game"), signed in or not. The body is the table's own slice, so its ETag is the
 * table's SHA-256 with the pair.
 */
export function solvedRoutes(ctx: ApiContext): FastifyPluginAsyncTypebox {
  const { table, manifest } = ctx.solved;
  /** Each pair's bytes, made once on first use (136 pairs of 12.8 KB at most). */
  const bytes = new Map<number, Buffer>();
  const bytesOf = (lo: number, hi: number): Buffer => {
    const p = pairIndex(lo, hi);
    let out = bytes.get(p);
    if (out === undefined) {
      const values = table.pairSlice(lo, hi);
      out = Buffer.alloc(SOLVED_PAIR_BYTES);
      for (let i = 0; i < values.length; i++) out.writeInt16LE(values[i]!, i * 2);
      bytes.set(p, out);
    }
    return out;
  };
  return async (app) => {
    app.route({
      ...fromTable(SOLVED_PAIR),
      handler: async (request, reply) => {
        const a = indexOf(request.params.a);
        const b = indexOf(request.params.b);
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const etag = `"${manifest.sha256}-${pairIndex(lo, hi)}"`;
        void reply
          .header('etag', etag)
          .header('cache-control', request.query.v === manifest.sha256 ? IMMUTABLE : REVALIDATE)
          .header(SOLVED_SHA256_HEADER, manifest.sha256);
        if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
        return reply.type('application/octet-stream').send(bytesOf(lo, hi));
      },
    });
  };
}
