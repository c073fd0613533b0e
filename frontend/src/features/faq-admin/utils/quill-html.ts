/**
 * Quill 2 writes every list as `<ol>` with `data-list="bullet"|"ordered"` on its items and adds UI
 * spans. Residents' pages render the stored HTML as it is, so it is turned into plain semantic
 * HTML here: `<ul>` for bullet lists, `<ol>` for numbered ones, no Quill markers. (Quill's own
 * getSemanticHTML in 2.0.3 also turns every space into `&nbsp;`, which stops lines from wrapping.)
 */
export function normalizeQuillHtml(html: string): string {
  if (!html.trim()) return '';
  const document = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const body = document.body;
  for (const span of Array.from(body.querySelectorAll('span.ql-ui'))) span.remove();
  for (const list of Array.from(body.querySelectorAll('ol'))) {
    const items = Array.from(list.children).filter((child) => child.tagName === 'LI');
    // Split the list into runs of the same kind, each becoming its own ul or ol.
    const runs: Array<{ kind: string; items: Element[] }> = [];
    for (const item of items) {
      const kind = item.getAttribute('data-list') === 'bullet' ? 'ul' : 'ol';
      const last = runs.at(-1);
      if (last?.kind === kind) last.items.push(item);
      else runs.push({ kind, items: [item] });
      item.removeAttribute('data-list');
    }
    const replacements = runs.map((run) => {
      const element = document.createElement(run.kind);
      element.append(...run.items);
      return element;
    });
    list.replaceWith(...replacements);
  }
  const result = body.innerHTML.trim();
  // An editor that was emptied again holds a single empty paragraph.
  return result === '<p><br></p>' ? '' : result;
}

/** True when the HTML has no visible text (e.g. only empty paragraphs). */
export function isBlankHtml(html: string): boolean {
  const document = new DOMParser().parseFromString(html, 'text/html');
  return !(document.body.textContent ?? '').trim() && !document.body.querySelector('img');
}
