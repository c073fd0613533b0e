import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { App, Stack } from 'aws-cdk-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NodeFunction, REPO_ROOT } from '../lib/node-function.ts';

const sharpVersion = (
  JSON.parse(readFileSync(join(REPO_ROOT, 'functions/package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  }
).dependencies.sharp;

/**
 * sharp (image uploads) is a native module: its bundles must carry its Lambda build (linux-arm64,
 * glibc) beside index.mjs, whatever machine synthesises; bundles that do not use it carry nothing.
 * Runs the real esbuild bundling and `npm ci` (needs the npm registry or a warm npm cache).
 */
describe('NodeFunction bundling of native modules', () => {
  let outdir: string;
  const bundleDirs = new Map<string, string>();

  beforeAll(() => {
    // Prepare
    outdir = mkdtempSync(join(tmpdir(), 'baucheck-native-'));
    const app = new App({ outdir });
    const stack = new Stack(app, 'NativeModulesProbe');
    for (const [id, fixture] of [
      ['Images', 'image-handler.ts'],
      ['Sanitizer', 'sanitize-handler.ts'],
    ] as const) {
      new NodeFunction(stack, id, {
        entry: fileURLToPath(new URL(`./fixtures/${fixture}`, import.meta.url)),
        description: `Bundling probe ${id}`,
        environment: {},
      });
    }
    // Act
    app.synth();
    for (const name of readdirSync(outdir)) {
      const bundle = join(outdir, name, 'index.mjs');
      if (!existsSync(bundle)) continue;
      const source = readFileSync(bundle, 'utf8');
      // The sanitiser's bundle is the one with sanitize-html's options (property names survive minifying).
      bundleDirs.set(source.includes('disallowedTagsMode') ? 'Sanitizer' : 'Images', join(outdir, name));
    }
  });
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  it('keeps sharp out of the bundle and loads it at run time', () => {
    const bundle = readFileSync(join(bundleDirs.get('Images') ?? '', 'index.mjs'), 'utf8');
    expect(bundle).toContain('import("sharp")');
    expect(bundle).not.toContain('sharp-linux');
  });

  it('installs the pinned sharp with its linux-arm64 (glibc) binary and libvips beside the bundle', () => {
    const modules = join(bundleDirs.get('Images') ?? '', 'node_modules');
    const installed = JSON.parse(readFileSync(join(modules, 'sharp/package.json'), 'utf8')) as { version: string };
    expect(installed.version).toBe(sharpVersion);
    const platforms = readdirSync(join(modules, '@img')).filter((name) => name.startsWith('sharp-'));
    expect(platforms.sort()).toEqual(['sharp-libvips-linux-arm64', 'sharp-linux-arm64']);
    const binaries = readdirSync(join(modules, '@img/sharp-linux-arm64/lib')).filter((name) => name.endsWith('.node'));
    expect(binaries).toHaveLength(1);
    // An ELF shared object for AArch64: e_machine (offset 18, little-endian) is 183
    const header = readFileSync(join(modules, '@img/sharp-linux-arm64/lib', binaries[0] ?? ''));
    expect(header.subarray(0, 4).toString('latin1')).toBe('\x7fELF');
    expect(header.readUInt16LE(18)).toBe(183);
    // The install's scaffolding is not shipped
    expect(existsSync(join(bundleDirs.get('Images') ?? '', 'package-lock.json'))).toBe(false);
  });

  it('adds no node_modules to a bundle that does not use sharp', () => {
    expect(existsSync(join(bundleDirs.get('Sanitizer') ?? '', 'node_modules'))).toBe(false);
  });
});
