/**
 * A Vite plugin: the chunks of a page that signed-in people open first (the patient home) start downloading as
 * soon as index.html is read, beside the first chunk, instead of once that chunk has run and the router asks for
 * them. A small module script, placed before the app's own, adds their `modulepreload` links when the address
 * is such a page and the browser holds a Firebase sign-in; the router's own preloading then finds them there.
 */
import type { Plugin } from 'vite';

interface ChunkInfo {
  fileName: string;
  moduleIds: readonly string[];
  imports: readonly string[];
}

/**
 * The files a page needs beyond what index.html loads: each module's chunk and what they import, without the
 * files `startFiles` (index.html's scripts) load.
 */
export function pageFiles(chunks: readonly ChunkInfo[], startFiles: readonly string[], moduleIds: readonly string[]): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loadedAtStart = new Set<string>();
  const addAll = (file: string, into: Set<string>) => {
    if (into.has(file)) return;
    into.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) addAll(imported, into);
  };
  for (const file of startFiles) addAll(file, loadedAtStart);
  const files = new Set<string>();
  for (const moduleId of moduleIds) {
    const chunk = chunks.find((candidate) => candidate.moduleIds.includes(moduleId));
    if (!chunk) throw new Error(`earlyPreloads: no chunk holds ${moduleId}`);
    addAll(chunk.fileName, files);
  }
  return [...files].filter((file) => !loadedAtStart.has(file)).sort();
}

/** The script: the files of the page at this address, when someone is signed in on this browser. */
export function preloadScript(pages: Record<string, string[]>, base: string): string {
  return `const pages = ${JSON.stringify(pages)};
const files = pages[location.pathname];
const signedIn = (storage) => Object.keys(storage).some((key) => key.startsWith('firebase:authUser:'));
if (files && (signedIn(localStorage) || signedIn(sessionStorage))) {
  for (const file of files) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = ${JSON.stringify(base)} + file;
    document.head.appendChild(link);
  }
}
`;
}

/** `pages`: address → the source modules (from the project root) of its lazily loaded parts. */
export function earlyPreloads(pages: Record<string, string[]>): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'early-preloads',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') return;
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const source = String(html.source);
      const startFiles = [...source.matchAll(/<script type="module"[^>]* src="([^"]+)"/g)].map(([, src]) => src.slice(base.length));
      const files = Object.fromEntries(
        Object.entries(pages).map(([path, modules]) => [path, pageFiles(chunks, startFiles, modules.map((module) => `${root}/${module}`))]),
      );
      const fileName = this.getFileName(this.emitFile({ type: 'asset', name: 'early-preloads.js', source: preloadScript(files, base) }));
      // Before the app's module script: module scripts run in document order, and this one is a few hundred bytes.
      html.source = source.replace('<script type="module"', `<script type="module" src="${base}${fileName}"></script>\n    <script type="module"`);
    },
  };
}
