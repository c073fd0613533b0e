import type { CheckGroup } from '@baucheck/shared/enums';
import { listOrganisationsPage } from '../../src/repositories/organisations.ts';
import { createProductRecord } from '../../src/repositories/products.ts';
import { DEMO_ORGANISATIONS } from './accounts.ts';

/** The demo partner whose products the Partner demo account manages. */
export const DEMO_PARTNER = DEMO_ORGANISATIONS.find((organisation) => organisation.type === 'Partner')?.name ?? '';

export interface SeedProduct {
  name: string;
  description: string;
  check_group: CheckGroup;
  link: string;
}

/** Demo products of the demo partner (invented; links to example.org). */
export const SEED_PRODUCTS: SeedProduct[] = [
  {
    name: 'SonnenBalkon 800 – Balkonkraftwerk',
    description:
      'Steckerfertiges Solarmodul-Set mit zwei Modulen (je 445 Wp) und Mikrowechselrichter (800 W) für Balkongeländer, Fassade oder Flachdach. Vor der Montage an Gebäude oder Balkon: Quick-Check Solaranlage gebäudeabhängig.',
    check_group: 'solaranlage_gebaeudeabhaengig',
    link: 'https://sonnendach.example.org/produkte/sonnenbalkon-800',
  },
  {
    name: 'SolarPort Duo – Carport mit Solardach',
    description:
      'Doppelcarport aus Brettschichtholz (6 × 5,5 m) mit integrierten Glas-Glas-Modulen (7,2 kWp) und Regenrinne. Ob er an Ihrem Standort verfahrensfrei ist, klärt der Quick-Check Carport / Garage.',
    check_group: 'carport_garage',
    link: 'https://sonnendach.example.org/produkte/solarport-duo',
  },
  {
    name: 'FreiFeld 10 – freistehende PV-Anlage für den Garten',
    description:
      'Aufgeständerte Photovoltaikanlage für Garten oder Wiese, 10 kWp, Modulhöhe bis 2,5 m, Gesamtlänge 8,6 m. Für freistehende Anlagen gelten eigene Grenzen: Quick-Check Solaranlage gebäudeunabhängig.',
    check_group: 'solaranlage_gebaeudeunabhaengig',
    link: 'https://sonnendach.example.org/produkte/freifeld-10',
  },
];

/** Creates the demo products for the demo partner organisation (seeded by `seedAccounts`). */
export async function seedProducts(): Promise<void> {
  const { items } = await listOrganisationsPage({ type: 'Partner', search: DEMO_PARTNER, limit: 100 });
  const partner = items.find((organisation) => organisation.name === DEMO_PARTNER);
  if (!partner) throw new Error(`demo partner organisation missing: ${DEMO_PARTNER}`);
  for (const product of SEED_PRODUCTS) {
    await createProductRecord({ ...product, organisation_id: partner.id, is_active: true });
  }
}
