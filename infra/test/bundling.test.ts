import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { App, Stack } from 'aws-cdk-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NodeFunction } from '../lib/node-function.ts';

/**
 * The stack tests skip bundling; this one runs the real esbuild bundling once, for a handler that
 * bundles the server's HTML sanitiser (sanitize-html with its CommonJS dependencies), and loads the
 * result in a fresh Node process.
 */
describe('NodeFunction bundling', () => {
  let outdir: string;
  let bundleDir: string;

  beforeAll(() => {
    // Prepare
    outdir = mkdtempSync(join(tmpdir(), 'baucheck-bundle-'));
    const app = new App({ outdir });
    new NodeFunction(new Stack(app, 'BundlingProbe'), 'Sanitizer', {
      entry: fileURLToPath(new URL('./fixtures/sanitize-handler.ts', import.meta.url)),
      description: 'Bundling probe',
      environment: {},
    });
    // Act
    app.synth();
    const assetDir = readdirSync(outdir).find((name) => existsSync(join(outdir, name, 'index.mjs')));
    bundleDir = join(outdir, assetDir ?? 'missing');
  });
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  it('writes a minified ESM bundle with a source map and a real require for CommonJS dependencies', () => {
    const bundle = readFileSync(join(bundleDir, 'index.mjs'), 'utf8');
    expect(bundle.startsWith("import { createRequire as __bauCheckCreateRequire } from 'node:module';")).toBe(true);
    expect(existsSync(join(bundleDir, 'index.mjs.map'))).toBe(true);
  });

  it('produces a small handler that loads and runs the sanitiser outside the repository', () => {
    // Act
    const output = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const { handler } = await import(${JSON.stringify(pathToFileURL(join(bundleDir, 'index.mjs')).href)});
         process.stdout.write(await handler({ html: '<p onclick="steal()">Hallo <script>alert(1)</script><b>Welt</b></p>' }));`,
      ],
      { cwd: tmpdir(), encoding: 'utf8' },
    );
    // Assess
    expect(output).toBe('<p>Hallo <b>Welt</b></p>');
    // Sanitising without a DOM keeps the writing functions far below 2 MB (with jsdom: about 6 MB).
    expect(statSync(join(bundleDir, 'index.mjs')).size).toBeLessThan(1_000_000);
  });
});
