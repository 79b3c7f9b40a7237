// Brotli and gzip copies of the built web client's text files, made once at build time (`name.br`, `name.gz` beside
// `name`), so the server sends them compressed without compressing per request (@fastify/static's `preCompressed`,
// api/app.ts). Run by every Vite build through the plugin below (vite.config.ts): `npm start`'s (web/build.ts), the
// browser tests' and the benchmarks'.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The files compressed: what a page loads as text. Source maps (.map) are left out: only DevTools reads them. */
const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|txt|webmanifest)$/i;

/** What `precompress` wrote: the files compressed, and their bytes plain, as brotli and as gzip (copies kept). */
export interface Precompressed {
  readonly files: number;
  readonly bytes: number;
  readonly brBytes: number;
  readonly gzipBytes: number;
}

/** Every file under `dir` (folders starting with a dot, such as Vite's .vite/, left out). */
async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await filesUnder(path)));
    else if (entry.isFile()) out.push(path);
  }
  return out;
}

/**
 * Writes `name.br` (brotli, quality 11) and `name.gz` (gzip, level 9) beside every compressible file under `dir`.
 * A copy no smaller than its file is not kept (tiny files): the server then sends the file itself.
 */
export async function precompress(dir: string): Promise<Precompressed> {
  const files = (await filesUnder(dir)).filter((f) => COMPRESSIBLE.test(f));
  const sizes = await Promise.all(
    files.map(async (file) => {
      const data = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(data, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
        gzipped(data, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      const keep = async (copy: Buffer, suffix: string): Promise<number> => {
        if (copy.length < data.length) {
          await writeFile(file + suffix, copy);
          return copy.length;
        }
        await rm(file + suffix, { force: true });
        return data.length;
      };
      return { bytes: data.length, br: await keep(br, '.br'), gz: await keep(gz, '.gz') };
    }),
  );
  return {
    files: files.length,
    bytes: sizes.reduce((sum, s) => sum + s.bytes, 0),
    brBytes: sizes.reduce((sum, s) => sum + s.br, 0),
    gzipBytes: sizes.reduce((sum, s) => sum + s.gz, 0),
  };
}

/** The Vite plugin: once a build has written its output folder, `precompress` it. */
export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'octoduel:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompress(outDir);
    },
  };
}
