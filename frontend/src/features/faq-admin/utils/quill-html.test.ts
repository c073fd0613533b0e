import { describe, expect, it } from 'vitest';
import { isBlankHtml, normalizeQuillHtml } from './quill-html.ts';

describe('normalizeQuillHtml', () => {
  it('turns Quill 2 lists into ul and ol without its UI markers, keeping normal spaces', () => {
    const quill =
      '<p>Zwei Punkte:</p><ol><li data-list="bullet"><span class="ql-ui" contenteditable="false"></span>Länge mal Breite</li>' +
      '<li data-list="bullet"><span class="ql-ui" contenteditable="false"></span>mal Höhe</li>' +
      '<li data-list="ordered"><span class="ql-ui" contenteditable="false"></span>Erstens</li></ol>';

    expect(normalizeQuillHtml(quill)).toBe(
      '<p>Zwei Punkte:</p><ul><li>Länge mal Breite</li><li>mal Höhe</li></ul><ol><li>Erstens</li></ol>',
    );
  });

  it('gives an empty string for an emptied editor', () => {
    expect(normalizeQuillHtml('<p><br></p>')).toBe('');
    expect(isBlankHtml('<p><br></p>')).toBe(true);
    expect(isBlankHtml('<p>Text</p>')).toBe(false);
  });
});
