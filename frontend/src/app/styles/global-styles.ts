// The stylesheets of every page, imported by both documents' entries (main.tsx, staff-main.tsx).
import '@fontsource/source-sans-3/400.css';
import '@fontsource/source-sans-3/400-italic.css';
import '@fontsource/source-sans-3/600.css';
import '@fontsource/source-sans-3/700.css';
import './fonts.css';
import './theme.css';
