/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Product title (default "BauCheck"), validated by src/lib/env.ts at build time. */
  readonly VITE_PRODUCT_TITLE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
