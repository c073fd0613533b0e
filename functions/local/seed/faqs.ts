import type { FaqTargetGroup, FaqType } from '@baucheck/shared/enums';

/** Demo FAQ content: what residents and staff of a real Land would ask. */
export interface SeedFaqChapter {
  text: string;
  type: FaqType;
  faqs: Array<{ title: string; text: string; target_group?: FaqTargetGroup; image?: { file: string; alt: string } }>;
}

export const SEED_FAQ_CHAPTERS: SeedFaqChapter[] = [
  {
    text: 'Allgemeines zum Quick-Check',
    type: 'Landing Page FAQs',
    faqs: [
      {
        title: 'Was ist der BauCheck?',
        text: '<p>Der BauCheck ist eine <strong>Vorprüfung</strong> für kleine Bauvorhaben wie Carports, Garagen, Gartenhäuser und Solaranlagen. Sie beantworten einige Fragen und erfahren, ob Ihr Vorhaben voraussichtlich <em>verfahrensfrei</em> ist oder eine Baugenehmigung braucht.</p>',
      },
      {
        title: 'Ist das Ergebnis rechtsverbindlich?',
        text: '<p>Nein. Das Ergebnis ist eine <strong>Orientierung</strong> auf Grundlage Ihrer Angaben und begründet keinen Rechtsanspruch. Verbindlich entscheidet die zuständige Bauaufsichtsbehörde. Auch verfahrensfreie Vorhaben müssen alle öffentlich-rechtlichen Vorschriften einhalten, zum Beispiel Abstandsflächen, Brandschutz und den Bebauungsplan.</p>',
      },
      {
        title: 'Werden meine Angaben gespeichert?',
        text: '<p>Ihre Antworten bleiben in Ihrem Browser und werden nicht mit Ihrer Person verknüpft. Wir setzen keine Cookies. Gezählt wird nur anonym, wie oft ein Check abgeschlossen wurde.</p>',
      },
    ],
  },
  {
    text: 'Fragen zu Gartenhaus, Carport und Garage',
    type: 'Landing Page FAQs',
    faqs: [
      {
        title: 'Wie berechne ich den Brutto-Rauminhalt meines Gartenhauses?',
        text: '<p>Multiplizieren Sie die <strong>Außenmaße</strong> Länge × Breite mit der mittleren Höhe, gemessen von der Geländeoberfläche bis zur Dachhaut. Das Dach zählt mit. Ein Haus von 3 m × 4 m mit 2,5 m mittlerer Höhe hat also 30 m³.</p><p>In Bayern und Nordrhein-Westfalen sind Gebäude ohne Aufenthaltsräume bis 75 m³ verfahrensfrei, in Baden-Württemberg bis 40 m³ (im Außenbereich 20 m³).</p>',
        image: {
          file: 'gartenhaus-rauminhalt.png',
          alt: 'Skizze eines Gartenhauses: Länge mal Breite der Außenmaße mal mittlere Höhe ergibt den Rauminhalt.',
        },
      },
      {
        title: 'Darf ich meine Garage direkt an die Grundstücksgrenze bauen?',
        text: '<p>In vielen Ländern ja, wenn die mittlere Wandhöhe an der Grenze höchstens 3 m beträgt und die Grenzbebauung bestimmte Längen nicht überschreitet (in Bayern 9 m je Grenze und 15 m insgesamt). Die Nachbarn sollten Sie trotzdem frühzeitig informieren.</p>',
      },
      {
        title: 'Was bedeutet „verfahrensfrei“?',
        text: '<p>Für verfahrensfreie Vorhaben brauchen Sie <strong>keine Baugenehmigung</strong>. Sie müssen aber alle Vorschriften einhalten, etwa den Bebauungsplan, eine Gestaltungssatzung oder den Denkmalschutz. Dafür können andere Genehmigungen nötig sein.</p>',
      },
    ],
  },
  {
    text: 'Solaranlagen und Schutzgebiete',
    type: 'Landing Page FAQs',
    faqs: [
      {
        title: 'Brauche ich für eine Photovoltaikanlage auf dem Dach eine Genehmigung?',
        text: '<p>Solaranlagen auf oder an Dächern und Außenwänden sind in den meisten Ländern verfahrensfrei. Bei einem <strong>Baudenkmal</strong> oder in einem Ensemble brauchen Sie jedoch eine denkmalrechtliche Erlaubnis der Unteren Denkmalschutzbehörde.</p>',
      },
      {
        title: 'Mein Grundstück liegt in einem Überschwemmungsgebiet. Was nun?',
        text: '<p>In festgesetzten Überschwemmungsgebieten ist für jede bauliche Anlage eine Ausnahmegenehmigung nach § 78 Wasserhaushaltsgesetz nötig, auch wenn das Vorhaben sonst verfahrensfrei wäre. Ansprechpartner ist die Untere Wasserbehörde Ihres Landkreises.</p>',
      },
    ],
  },
  {
    text: 'Checks pflegen',
    type: 'Admin-Bereich FAQs',
    faqs: [
      {
        title: 'Wie passe ich einen Standard-Check für meine Gemeinde an?',
        text: '<p>Öffnen Sie unter <em>Quick-Check</em> die Gruppe und wählen Sie beim Standard-Check <strong>Duplizieren</strong>. Es entsteht ein individueller Entwurf Ihrer Gemeinde, in dem Sie Texte, Links und lokale Hinweise ändern können.</p>',
        target_group: 'Kommunen',
      },
      {
        title: 'Wo trage ich die Ansprechpartner für Denkmal- und Naturschutz ein?',
        text: '<p>Im Bereich <em>Inhalt</em> des Checks finden Sie die Felder für die Kontakte der Unteren Denkmalschutz-, Naturschutz- und Wasserbehörde sowie die Links zu Bebauungsplan und Gestaltungssatzung.</p>',
        target_group: 'Kommunen',
      },
    ],
  },
  {
    text: 'Produkte und Embed-Links',
    type: 'Admin-Bereich FAQs',
    faqs: [
      {
        title: 'Wie verknüpfe ich ein Produkt mit dem Quick-Check?',
        text: '<p>Legen Sie unter <em>Produktkatalog &gt; Produkte</em> Ihr Produkt an und wählen Sie die passende Check-Gruppe. Der Link zum Produkt startet den Check mit vorgewählter Gruppe.</p>',
        target_group: 'Produktmanager',
      },
    ],
  },
];
