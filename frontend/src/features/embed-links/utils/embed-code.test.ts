import { afterEach, describe, expect, it } from 'vitest';
import embedScript from '../../../../public/embed.js?raw';
import { iframeSnippet, scriptSnippet, unitLinks } from './embed-code.ts';

const ORIGIN = 'https://baucheck.example';

/** Puts a snippet into the document and runs embed.js as the browser would; returns the iframe's src. */
function frameSourceOf(snippet: string): string | null {
  document.body.innerHTML = snippet;
  new Function(embedScript)();
  return document.querySelector('iframe[data-baucheck-frame]')?.getAttribute('src') ?? null;
}

describe('embed code', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('builds the public link, the embed link and an iframe snippet with an escaped title', () => {
    const links = unitLinks(ORIGIN, 'lindenau');
    expect(links).toEqual({
      home: 'https://baucheck.example/home/lindenau',
      embed: 'https://baucheck.example/embed/home/lindenau',
    });
    expect(iframeSnippet(links.embed, 'Quick-Check "Lindenau"')).toBe(
      '<iframe src="https://baucheck.example/embed/home/lindenau" title="Quick-Check &quot;Lindenau&quot;" style="width: 100%; min-height: 760px; border: 0;" loading="lazy"></iframe>',
    );
  });

  it('starts the links with a project type at the data-protection step', () => {
    expect(unitLinks(ORIGIN, 'lindenau', 'gartenhaus')).toEqual({
      home: 'https://baucheck.example/quick-check/data-protection/lindenau?vorhaben=gartenhaus',
      embed: 'https://baucheck.example/embed/quick-check/data-protection/lindenau?vorhaben=gartenhaus',
    });
  });

  it('builds the script snippet with and without a project type', () => {
    expect(scriptSnippet(ORIGIN, 'lindenau')).toBe(
      '<div data-baucheck data-gemeinde="lindenau"></div>\n<script src="https://baucheck.example/embed.js" async></script>',
    );
    expect(scriptSnippet(ORIGIN, 'lindenau', 'carport_garage')).toBe(
      '<div data-baucheck data-gemeinde="lindenau" data-vorhaben="carport_garage"></div>\n<script src="https://baucheck.example/embed.js" async></script>',
    );
  });

  it('frames with embed.js exactly the page the iframe snippet shows (embed.js builds its URLs itself)', () => {
    expect(frameSourceOf(scriptSnippet(ORIGIN, 'lindenau'))).toBe(unitLinks(ORIGIN, 'lindenau').embed);
    expect(frameSourceOf(scriptSnippet(ORIGIN, 'lindenau', 'solaranlage_gebaeudeabhaengig'))).toBe(
      unitLinks(ORIGIN, 'lindenau', 'solaranlage_gebaeudeabhaengig').embed,
    );
  });
});
