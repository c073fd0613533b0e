import { describe, expect, it } from 'vitest';
import { iframeSnippet, unitLinks } from './embed-code.ts';

describe('embed code', () => {
  it('builds the public link, the embed link and an iframe snippet with an escaped title', () => {
    const links = unitLinks('https://baucheck.example', 'lindenau');
    expect(links).toEqual({
      home: 'https://baucheck.example/home/lindenau',
      embed: 'https://baucheck.example/embed/home/lindenau',
    });
    expect(iframeSnippet(links.embed, 'Quick-Check "Lindenau"')).toBe(
      '<iframe src="https://baucheck.example/embed/home/lindenau" title="Quick-Check &quot;Lindenau&quot;" style="width: 100%; min-height: 760px; border: 0;" loading="lazy"></iframe>',
    );
  });
});
