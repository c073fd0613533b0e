import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runOpsScript } from '../support/processes.ts';
import { directory } from '../support/unit-import.ts';
import type * as Scale from '../support/scale.ts';
import type * as Units from '../../functions/src/repositories/reference-units.ts';

/**
 * `npm run units:import -- FILE [--dry-run]` against the local stack, as an operator runs it against a
 * deployment. Its units live under AGS prefix 98 (no real Land has it) and are removed afterwards.
 */
const folder = mkdtempSync(join(tmpdir(), 'units-import-'));
const AGS = ['98', '98000001', '98000002', '98000003'];

let units: typeof Units;
let scale: typeof Scale;

const importUnits = (...args: string[]) => runOpsScript('import-units.ts', ...args);

const file = (name: string, content: string | Buffer) => {
  const path = join(folder, name);
  writeFileSync(path, content);
  return path;
};

beforeAll(async () => {
  Object.assign(process.env, inject('stackEnv'));
  units = await import('../../functions/src/repositories/reference-units.ts');
  scale = await import('../support/scale.ts');
});

afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  await scale.removeUnits([...(await units.getReferenceUnitsByAgs(AGS)).values()].map((unit) => unit.id));
});

describe('npm run units:import', () => {
  const good = directory(
    ['98', 'Kommandoland', '', ''],
    ['98000001', 'Konsolenhausen', '98001', 'Kommandoland'],
    ['98000002', 'Skriptdorf', '', '98'],
  );

  it('prints the counts of a dry run and changes nothing', async () => {
    const run = await importUnits(file('probe.csv', good), '--dry-run');
    expect(run.output).toContain('3 Zeilen – neu 3, geändert 0, unverändert 0, abgelehnt 0.');
    expect(run.output).toContain('Probelauf: Es wurde nichts geändert.');
    expect(run.code).toBe(0);
    expect((await units.getReferenceUnitsByAgs(AGS)).size).toBe(0);
  });

  it('prints refused rows in German and exits non-zero without changing anything', async () => {
    const bad = directory(
      ['98', 'Kommandoland', '', ''],
      ['98000001', 'Konsolenhausen', '98001', 'Kommandoland'],
      ['98000003', 'Fehlerbach', '9800', 'Kommandoland'],
    );
    const run = await importUnits(file('fehler.csv', bad));
    expect(run.output).toContain('abgelehnt 1.');
    expect(run.output).toContain(
      'Zeile 4 (AGS 98000003): Die Postleitzahl „9800“ ist ungültig: 5 Ziffern, mehrere durch Kommas getrennt.',
    );
    expect(run.output).toContain('Die Datei wird nicht importiert, solange Zeilen abgelehnt werden.');
    expect(run.code).toBe(1);
    expect((await units.getReferenceUnitsByAgs(AGS)).size).toBe(0);

    const latin1 = await importUnits(file('latin1.csv', Buffer.from(good.replace('Skriptdorf', 'Müllheim'), 'latin1')));
    expect(latin1.output).toContain('Die Datei ist nicht UTF-8-kodiert.');
    expect(latin1.code).toBe(1);
  });

  it('applies the file, and a second run changes nothing', async () => {
    const path = file('gut.csv', good);
    const first = await importUnits(path);
    expect(first.output).toContain('3 von 3 Zeilen angewendet');
    expect(first.output).toContain('Import angewendet: neu 3, geändert 0, unverändert 0, abgelehnt 0.');
    expect(first.code).toBe(0);
    expect((await units.getReferenceUnitsByAgs(['98000001'])).get('98000001')).toMatchObject({
      name: 'Konsolenhausen',
      plz: ['98001'],
      parent_id: 'ags-98',
    });

    const second = await importUnits(path);
    expect(second.output).toContain('Import angewendet: neu 0, geändert 0, unverändert 3, abgelehnt 0.');
    expect(second.code).toBe(0);
  });

  it('tells how to call it', async () => {
    const run = await importUnits();
    expect(run.output).toContain('Aufruf: npm run units:import -- DATEI.csv [--dry-run]');
    expect(run.code).toBe(2);
  });
});
