import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { encodeBody, isCompressibleAnswer, isCompressibleType } from '../functions/src/lib/cdn-compression.ts';

/** The content type each built file is served with, for those CloudFront may compress. */
const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain',
  '.xml': 'application/xml',
  '.ico': 'image/x-icon',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.eot': 'application/vnd.ms-fontobject',
};

/** Highest levels: paid once per build, not per request (`gzip -9`, Brotli quality 11). */
export const PRECOMPRESSION = { gzipLevel: 9, brotliQuality: 11 } as const;

async function filesIn(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Writes a `.br` and a `.gz` file beside every built file that CloudFront would compress (by type and
 * size: functions/src/lib/cdn-compression.ts), for the local gateway to send by `Accept-Encoding`, so
 * that `npm start` and the benchmarks see compressed files as residents do. The CDN compresses on its
 * own and never gets these (infra/lib/spa-hosting.ts leaves them out of the upload).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'baucheck-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await filesIn(outDir)).filter((file) => isCompressibleType(CONTENT_TYPES[extname(file)]));
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file);
          if (!isCompressibleAnswer(200, content.byteLength)) return;
          const [br, gz] = await Promise.all([
            encodeBody('br', content, PRECOMPRESSION),
            encodeBody('gzip', content, PRECOMPRESSION),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}
