import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/*
 * `npm run bench`: runs every benchmark script in this folder (`*.bench.ts`), or only those named on
 * the command line (`npm run bench -- pdf`), each in a process of its own so that cold starts are cold
 * and one benchmark's warm caches do not flatter the next. The scripts print their own figures.
 */
const folder = fileURLToPath(new URL('.', import.meta.url));
const wanted = process.argv.slice(2).map((name) => (name.endsWith('.bench.ts') ? name : `${name}.bench.ts`));
const scripts =
  wanted.length > 0
    ? wanted
    : readdirSync(folder)
        .filter((file) => file.endsWith('.bench.ts'))
        .sort();

const failed: string[] = [];
for (const script of scripts) {
  console.log(`\n▶ ${script}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', `${folder}${script}`], { stdio: 'inherit' });
  if (result.status !== 0) failed.push(script);
}
if (failed.length > 0) {
  console.error(`\nFehlgeschlagen: ${failed.join(', ')}`);
  process.exit(1);
}
