import type { Rolldown } from 'vite';

/** The chunks a chunk imports statically, transitively, without the entry (the document loads it already). */
function staticImports(bundle: Rolldown.OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk' || seen.has(fileName) || chunk.isEntry) return seen;
  seen.add(fileName);
  for (const imported of chunk.imports) staticImports(bundle, imported, seen);
  return seen;
}

/**
 * What a lazily loaded page needs beside the entry: the chunk that holds its module (`moduleId`,
 * absolute), the chunks that one imports statically, and their stylesheets. Read from the final
 * bundle (writeBundle): Vite drops chunks that only held CSS late, in its own generateBundle, and
 * hands their stylesheets to the chunks that imported them.
 */
export function pageFiles(bundle: Rolldown.OutputBundle, moduleId: string): { chunks: string[]; css: string[] } {
  const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
  const page =
    chunks.find((chunk) => chunk.facadeModuleId === moduleId) ??
    chunks.find((chunk) => chunk.moduleIds.includes(moduleId));
  if (!page) throw new Error(`The build has no chunk of ${moduleId}.`);
  const imported = [...staticImports(bundle, page.fileName)];
  const css = imported.flatMap((fileName) => {
    const chunk = bundle[fileName];
    return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
  });
  return { chunks: imported, css: [...new Set(css)] };
}
