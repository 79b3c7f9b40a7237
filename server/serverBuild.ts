// How the server is bundled to JavaScript (server/build.ts for `npm start`; the load benchmark for its servers):
// packages stay outside the bundle (resolved from node_modules), and esbuild follows tsconfig.json, whose
// experimentalDecorators and useDefineForClassFields the schema classes need. esbuild (a dev dependency, via
// Vite) is loaded only when a build runs.

/** Bundles the TypeScript entry `entry` (and everything it imports from this repository) into `outfile`. */
export async function bundleServer(entry: string, outfile: string): Promise<void> {
  const { build } = await import('esbuild');
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: 'tsconfig.json',
    sourcemap: true,
    logLevel: 'warning',
  });
}
