import { join } from 'node:path';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/accounts.ts';
import { startLocalStack } from './stack.ts';
import { StackAlreadyRunningError } from './stack-lock.ts';

/**
 * `npm start`: the whole product on one port, with its data under `.data/` kept across restarts
 * (`BAUCHECK_DATA_DIR` names another folder).
 */
const port = Number(process.env.PORT ?? 3000);
const repoRoot = new URL('../../', import.meta.url).pathname;
const dataDir = process.env.BAUCHECK_DATA_DIR ?? join(repoRoot, '.data');

console.log('BauCheck: lokaler Stack startet (DynamoDB Local, s3rver, cognito-local, Gateway) …');
let stack;
try {
  stack = await startLocalStack({
    port,
    dataDir,
    seed: true,
    print: (line) => console.log(line),
    // `GEO_PROVIDER=mapserver npm start`: the geoservice asks the demo areas through MapServer's WFS.
    mapserver: process.env.GEO_PROVIDER === 'mapserver',
    // `npm start -- --bundles`: the functions as synthesised into cdk.out (README, "Rehearsing the deployment").
    ...(process.argv.includes('--bundles') ? { bundlesDir: join(repoRoot, 'cdk.out') } : {}),
  });
} catch (error) {
  if (!(error instanceof StackAlreadyRunningError)) throw error;
  console.error(error.message);
  process.exit(1);
}

console.log('\nDemo-Konten (nur im lokalen Stack), Passwort: %s', DEMO_PASSWORD);
for (const account of DEMO_ACCOUNTS) {
  console.log(`  ${account.email.padEnd(26)} ${account.level}${account.active ? '' : ' (inaktiv)'}`);
}
console.log(`\nBauCheck läuft auf ${stack.url}\n(Beenden mit Strg+C)\n`);

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\nBauCheck wird beendet …');
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
