// The stylesheets of every page, imported by both documents' entries (main.tsx, staff-main.tsx).
// Two weights: text asking for 600 (buttons, h3, labels) is set in the 700 face, the next heavier one
// by CSS font matching, without synthesis. A face of its own for 600 was 16 kB more on every first
// load, asked for only once a button had rendered, and swapped in late on it (issue 14).
import '@fontsource/source-sans-3/400.css';
import '@fontsource/source-sans-3/400-italic.css';
import '@fontsource/source-sans-3/700.css';
import './fonts.css';
import './theme.css';
