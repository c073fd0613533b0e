import { EASY_LANGUAGE_SECTIONS } from '../utils/easy-language.ts';

/** The explanation in Leichte Sprache, one section per heading, as both pages show it. */
export function EasyLanguageText({ product, headingLevel }: { product: string; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return EASY_LANGUAGE_SECTIONS(product).map((section) => (
    <section key={section.title} aria-label={section.title}>
      <Heading>{section.title}</Heading>
      {section.lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </section>
  ));
}
