/*
 * A synthetic municipality directory of Germany's size, in the CSV format of the import
 * (`AGS;Name;PLZ;Land`): the 16 Länder with their real keys and names, and as many Gemeinden per Land
 * as it really has (Destatis, Gemeindeverzeichnis 2024: 10,756 in all), Rheinland-Pfalz padded by 44
 * so that the whole is 10,800. Gemeinde names are invented from German name parts, with umlauts, ß and
 * repeated names across Länder, as the real directory has ("Neustadt" exists dozens of times); keys and
 * postcodes follow the real structure (AGS = Land + 6 digits) but are made up. Deterministic: the same
 * text on every call.
 */

export const LAENDER = [
  { ags: '01', name: 'Schleswig-Holstein', gemeinden: 1104, plz: 24 },
  { ags: '02', name: 'Hamburg', gemeinden: 1, plz: 20 },
  { ags: '03', name: 'Niedersachsen', gemeinden: 941, plz: 26 },
  { ags: '04', name: 'Bremen', gemeinden: 2, plz: 28 },
  { ags: '05', name: 'Nordrhein-Westfalen', gemeinden: 396, plz: 44 },
  { ags: '06', name: 'Hessen', gemeinden: 421, plz: 35 },
  { ags: '07', name: 'Rheinland-Pfalz', gemeinden: 2345, plz: 54 },
  { ags: '08', name: 'Baden-Württemberg', gemeinden: 1101, plz: 72 },
  { ags: '09', name: 'Bayern', gemeinden: 2056, plz: 86 },
  { ags: '10', name: 'Saarland', gemeinden: 52, plz: 66 },
  { ags: '11', name: 'Berlin', gemeinden: 1, plz: 10 },
  { ags: '12', name: 'Brandenburg', gemeinden: 413, plz: 14 },
  { ags: '13', name: 'Mecklenburg-Vorpommern', gemeinden: 726, plz: 17 },
  { ags: '14', name: 'Sachsen', gemeinden: 418, plz: 1 },
  { ags: '15', name: 'Sachsen-Anhalt', gemeinden: 218, plz: 39 },
  { ags: '16', name: 'Thüringen', gemeinden: 605, plz: 99 },
] as const;

const PREFIXES = ['', '', '', 'Ober', 'Unter', 'Neu', 'Alt', 'Groß ', 'Klein ', 'Bad ', 'Hohen', 'Nieder', 'Sankt '];
const ROOTS = [
  'Lind',
  'Eich',
  'Buch',
  'Tann',
  'Mühl',
  'Wies',
  'Ros',
  'Stein',
  'Fisch',
  'Hirsch',
  'Weiden',
  'Sonn',
  'Kalt',
  'Rot',
  'Grün',
  'Schön',
  'Bär',
  'Fuchs',
  'Wolf',
  'Kirch',
  'Brück',
  'Wald',
  'Hag',
  'Moos',
  'Sees',
  'Straß',
  'Gieß',
  'Höh',
  'Dürr',
  'Ötting',
];
const ENDINGS = [
  'bach',
  'au',
  'hausen',
  'dorf',
  'heim',
  'feld',
  'berg',
  'brunn',
  'stetten',
  'weiler',
  'ried',
  'kirchen',
  'münster',
  'roda',
  'büttel',
  'hagen',
  'tal',
  'ach',
  'stein',
  'stadt',
  'ingen',
  'leben',
  'rode',
  'furt',
];

/** A small deterministic pseudo-random sequence (mulberry32), so the directory is the same on every run. */
function sequence(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return (((value ^ (value >>> 14)) >>> 0) % below) as number;
  };
}

const pick = <T>(random: (below: number) => number, list: readonly T[]) => list[random(list.length)] as T;

export interface DirectoryRow {
  ags: string;
  name: string;
  plz: string[];
  land: string;
}

/** The rows: the Länder first, then each Land's Gemeinden. */
export function germanyRows(): DirectoryRow[] {
  const random = sequence(2026);
  const rows: DirectoryRow[] = LAENDER.map((land) => ({ ags: land.ags, name: land.name, plz: [], land: land.name }));
  for (const land of LAENDER) {
    for (let number = 1; number <= land.gemeinden; number += 1) {
      const name =
        land.gemeinden === 1
          ? land.name
          : `${pick(random, PREFIXES)}${pick(random, ROOTS)}${pick(random, ENDINGS)}`.replace(
              / (\p{Ll})/u,
              (_, c: string) => ` ${c.toUpperCase()}`,
            );
      const plzCount = 1 + random(3);
      const plz = Array.from(
        { length: plzCount },
        () => `${String(land.plz).padStart(2, '0')}${String(random(1000)).padStart(3, '0')}`,
      );
      rows.push({
        ags: `${land.ags}${String(number).padStart(6, '0')}`,
        name,
        plz: [...new Set(plz)],
        land: land.name,
      });
    }
  }
  return rows;
}

/** The directory as the CSV text an Administrator imports. */
export function germanyDirectoryCsv(rows: readonly DirectoryRow[] = germanyRows()): string {
  const lines = rows.map((row) => [row.ags, row.name, row.plz.join(','), row.land].join(';'));
  return `AGS;Name;PLZ;Land\n${lines.join('\n')}\n`;
}
