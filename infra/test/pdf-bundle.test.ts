import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { routes } from '@baucheck/functions/routes';
import { App, Stack } from 'aws-cdk-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { functionSettings } from '../lib/api.ts';
import { NodeFunction } from '../lib/node-function.ts';

const chromiumVersion = (
  JSON.parse(readFileSync(fileURLToPath(new URL('../../functions/package.json', import.meta.url)), 'utf8')) as {
    dependencies: Record<string, string>;
  }
).dependencies['@sparticuz/chromium'];

/**
 * The PDF functions bundled for real with their route's settings (puppeteer-core bundled,
 * @sparticuz/chromium installed beside the bundle by `npm ci`, the fonts copied), then run outside the
 * repository in a fresh Node process: it must print a PDF with the embedded fonts. Needs the npm
 * registry or a warm npm cache, and an x86-64 Linux to run the Chromium build.
 */
describe('PDF function bundle', () => {
  let outdir: string;
  let bundleDir: string;

  beforeAll(() => {
    // Prepare
    outdir = mkdtempSync(join(tmpdir(), 'baucheck-pdf-bundle-'));
    const app = new App({ outdir });
    new NodeFunction(new Stack(app, 'PdfBundleProbe'), 'Pdf', {
      entry: fileURLToPath(new URL('./fixtures/pdf-handler.ts', import.meta.url)),
      description: 'PDF bundling probe',
      environment: {},
      ...functionSettings(routes.exportSummary.lambda),
    });
    // Act
    app.synth();
    const assetDir = readdirSync(outdir).find((name) => existsSync(join(outdir, name, 'index.mjs')));
    bundleDir = join(outdir, assetDir ?? 'missing');
  });
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  it('bundles puppeteer-core and keeps @sparticuz/chromium out, installed beside the bundle with its archives', () => {
    const bundle = readFileSync(join(bundleDir, 'index.mjs'), 'utf8');
    expect(bundle).toMatch(/from ?"@sparticuz\/chromium"/);
    expect(bundle).not.toMatch(/from ?"puppeteer-core"/);
    const installed = join(bundleDir, 'node_modules/@sparticuz/chromium');
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as { version: string };
    expect(manifest.version).toBe(chromiumVersion);
    expect(readdirSync(join(installed, 'bin')).sort()).toEqual(
      ['al2023.tar.br', 'chromium.br', 'fonts.tar.br', 'swiftshader.tar.br'].sort(),
    );
  });

  it('copies the fonts beside the bundle, with their licence', () => {
    const fonts = readdirSync(join(bundleDir, 'fonts'));
    expect(fonts.filter((name) => name.endsWith('.woff2'))).toHaveLength(8);
    expect(fonts).toContain('OFL.txt');
  });

  it.runIf(process.platform === 'linux' && process.arch === 'x64')(
    'prints a PDF with the embedded fonts when run outside the repository',
    () => {
      // Act
      const output = execFileSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `const { handler } = await import(${JSON.stringify(pathToFileURL(join(bundleDir, 'index.mjs')).href)});
           process.stdout.write(await handler());`,
        ],
        { cwd: tmpdir(), encoding: 'utf8', env: { ...process.env, POWERTOOLS_LOG_LEVEL: 'SILENT' }, timeout: 60_000 },
      );
      // Assess
      const pdf = Buffer.from(output, 'base64').toString('latin1');
      expect(pdf.startsWith('%PDF-')).toBe(true);
      expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+SourceSans3/);
      expect(pdf).toContain('/StructTreeRoot');
    },
  );
});
