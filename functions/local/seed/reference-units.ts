import type { ReferenceUnit } from '@baucheck/shared/reference-units';
import { createReferenceUnit } from '../../src/repositories/reference-units.ts';
import { DEMO_ORGANISATIONS } from './accounts.ts';

/**
 * Demo Länder and Gemeinden. The Länder's texts summarise the real rules (DEMO-DATA.md) and carry their
 * real keys (AGS 09 Bayern, 08 Baden-Württemberg); the Gemeinden are invented, with contacts at
 * .example domains, and marked as demo data. Their keys use Regierungsbezirk 9, which neither Land
 * has, so an import of the real municipality directory never collides with them.
 */
export const DEMO_UNITS = {
  bayern: 'unit-bayern',
  badenWuerttemberg: 'unit-baden-wuerttemberg',
  lindenau: 'unit-lindenau',
  seewiesen: 'unit-seewiesen',
  tannbach: 'unit-tannbach',
} as const;

type SideLaws = ReferenceUnit['side_laws'];

const bayernSideLaws: SideLaws = {
  Denkmalschutz: {
    text: 'An oder in der Nähe eines Baudenkmals und in einem Ensemble brauchen Sie eine denkmalrechtliche Erlaubnis (Art. 6 BayDSchG), auch wenn das Vorhaben sonst verfahrensfrei ist.',
    contact: 'Untere Denkmalschutzbehörde Ihres Landratsamts oder Ihrer kreisfreien Stadt',
  },
  Naturschutz: {
    text: 'In Naturschutz- und Landschaftsschutzgebieten und an geschützten Biotopen kann eine Erlaubnis oder Befreiung nötig sein.',
    contact: 'Untere Naturschutzbehörde Ihres Landratsamts',
  },
  Hochwasser: {
    text: 'In Hochwassergefahrenflächen sind bauliche Anlagen hochwasserangepasst zu errichten; sprechen Sie Ihr Vorhaben vorher ab.',
    contact: 'Untere Wasserbehörde Ihres Landratsamts',
  },
  Überschwemmung: {
    text: 'In einem festgesetzten Überschwemmungsgebiet braucht jede bauliche Anlage eine Ausnahmegenehmigung nach § 78 WHG.',
    contact: 'Untere Wasserbehörde Ihres Landratsamts',
  },
  Trinkwasser: {
    text: 'In Wasserschutzgebieten gelten je nach Zone (I–III) Verbote und Genehmigungspflichten für Bauvorhaben.',
    contact: 'Untere Wasserbehörde Ihres Landratsamts oder Ihr Wasserversorger',
  },
};

const bwSideLaws: SideLaws = {
  Denkmalschutz: {
    text: 'Maßnahmen an einem Kulturdenkmal oder in seiner Umgebung brauchen eine denkmalschutzrechtliche Genehmigung (§§ 8, 15 DSchG BW).',
    contact: 'Untere Denkmalschutzbehörde Ihres Landratsamts oder Ihrer Stadt',
  },
  Naturschutz: {
    text: 'In Schutzgebieten und an gesetzlich geschützten Biotopen kann eine naturschutzrechtliche Erlaubnis nötig sein.',
    contact: 'Untere Naturschutzbehörde Ihres Landratsamts',
  },
  Hochwasser: {
    text: 'In Risikogebieten außerhalb von Überschwemmungsgebieten ist hochwasserangepasst zu bauen.',
    contact: 'Untere Wasserbehörde Ihres Landratsamts',
  },
  Überschwemmung: {
    text: 'In einem festgesetzten Überschwemmungsgebiet braucht jede bauliche Anlage eine Ausnahmegenehmigung nach § 78 WHG.',
    contact: 'Untere Wasserbehörde Ihres Landratsamts',
  },
  Trinkwasser: {
    text: 'In Wasser- und Quellenschutzgebieten gelten je nach Zone Verbote und Genehmigungspflichten.',
    contact: 'Untere Wasserbehörde Ihres Landratsamts',
  },
};

/** Creates the demo units; `organisations` maps organisation names to their ids. */
export async function seedReferenceUnits(organisations: Map<string, string>): Promise<void> {
  const organisation = (index: number) => organisations.get(DEMO_ORGANISATIONS[index]?.name ?? '') ?? null;
  const units = [
    {
      id: DEMO_UNITS.bayern,
      slug: 'bayern',
      ags: '09',
      plz: [],
      name: 'Bayern',
      kind: 'Land' as const,
      parent_id: null,
      organisation_id: organisation(0),
      contact: {
        office: 'Untere Bauaufsichtsbehörde Ihres Landratsamts oder Ihrer kreisfreien Stadt',
        phone: null,
        email: null,
        website: null,
      },
      side_laws: bayernSideLaws,
      // The Land's portal for the digital Bauantrag; its Gemeinden inherit it.
      links: { 'Antragsportal-Link': 'https://www.bayernportal.de' },
      demo: false,
    },
    {
      id: DEMO_UNITS.badenWuerttemberg,
      slug: 'baden-wuerttemberg',
      ags: '08',
      plz: [],
      name: 'Baden-Württemberg',
      kind: 'Land' as const,
      parent_id: null,
      organisation_id: organisation(1),
      contact: {
        office: 'Untere Baurechtsbehörde Ihrer Gemeinde oder Ihres Landratsamts',
        phone: null,
        email: null,
        website: null,
      },
      side_laws: bwSideLaws,
      links: { 'Antragsportal-Link': 'https://www.service-bw.de' },
      demo: false,
    },
    {
      id: DEMO_UNITS.lindenau,
      slug: 'lindenau',
      ags: '09900001',
      plz: ['85999'],
      name: 'Markt Lindenau',
      kind: 'Gemeinde' as const,
      parent_id: DEMO_UNITS.bayern,
      organisation_id: organisation(2),
      contact: {
        office: 'Bauamt Markt Lindenau',
        phone: '+49 8999 1234-50',
        email: 'bauamt@lindenau.example',
        website: 'https://www.lindenau.example',
      },
      side_laws: {
        Denkmalschutz: {
          ...bayernSideLaws.Denkmalschutz,
          text: 'Der historische Marktplatz von Lindenau ist ein Ensemble: jede Änderung dort braucht eine denkmalrechtliche Erlaubnis.',
          contact: 'Landratsamt Lindenau-Land, Untere Denkmalschutzbehörde, Tel. +49 8999 777-310',
        },
        Überschwemmung: {
          text: bayernSideLaws.Überschwemmung?.text ?? '',
          contact: 'Landratsamt Lindenau-Land, Untere Wasserbehörde, Tel. +49 8999 777-420',
        },
      },
      links: {
        'Bebauungsplan-Link': 'https://www.lindenau.example/bauen/bebauungsplaene',
        'Gestaltungssatzung-Link': 'https://www.lindenau.example/bauen/gestaltungssatzung-altort',
      },
      demo: true,
    },
    {
      id: DEMO_UNITS.seewiesen,
      slug: 'seewiesen',
      ags: '09900002',
      plz: ['85998'],
      name: 'Gemeinde Seewiesen',
      kind: 'Gemeinde' as const,
      parent_id: DEMO_UNITS.bayern,
      organisation_id: null,
      contact: {
        office: 'Bauverwaltung der Gemeinde Seewiesen',
        phone: '+49 8888 5500',
        email: 'bauverwaltung@seewiesen.example',
        website: 'https://www.seewiesen.example',
      },
      side_laws: {
        Naturschutz: {
          text: 'Am Seeufer liegt das Naturschutzgebiet „Seewiesener Moos“; dort sind bauliche Anlagen grundsätzlich verboten.',
          contact: 'Landratsamt Seeland, Untere Naturschutzbehörde, Tel. +49 8888 901-200',
        },
      },
      links: { 'Bebauungsplan-Link': 'https://www.seewiesen.example/bebauungsplaene' },
      demo: true,
    },
    {
      id: DEMO_UNITS.tannbach,
      slug: 'tannbach',
      ags: '08900001',
      plz: ['79999'],
      name: 'Stadt Tannbach',
      kind: 'Gemeinde' as const,
      parent_id: DEMO_UNITS.badenWuerttemberg,
      organisation_id: organisation(3),
      contact: {
        office: 'Baurechtsamt der Stadt Tannbach',
        phone: '+49 7777 300-600',
        email: 'baurecht@tannbach.example',
        website: 'https://www.tannbach.example',
      },
      side_laws: {
        Trinkwasser: {
          text: 'Der Norden von Tannbach liegt im Wasserschutzgebiet „Tannbachquellen“ (Zonen II und III).',
          contact: 'Landratsamt Tannbach, Untere Wasserbehörde, Tel. +49 7777 400-350',
        },
      },
      links: {
        'Bebauungsplan-Link': 'https://www.tannbach.example/stadtplanung/bebauungsplaene',
        'Sonderfall-Link': 'https://www.tannbach.example/baurecht/sonderfaelle',
      },
      demo: true,
    },
  ];
  for (const unit of units) await createReferenceUnit({ ...unit, coat_of_arms_key: null });
}
