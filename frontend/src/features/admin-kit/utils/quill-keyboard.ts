/**
 * Quill binds Tab to indenting and inserting tabs, which would trap keyboard users in a rich-text
 * editor (WCAG 2.1.2). Passing these bindings as the editor's `keyboard` module removes them, so Tab
 * moves focus on as everywhere else. Used by every Quill editor of the staff pages.
 */
export const QUILL_KEYBOARD_WITHOUT_TAB = {
  bindings: {
    tab: null,
    indent: null,
    outdent: null,
    'remove tab': null,
    'indent code-block': null,
    'outdent code-block': null,
    'table tab': null,
  },
};
