/**
 * A Vite plugin: what the first render waits for starts downloading as soon as index.html is read, beside the
 * first chunk, instead of once that chunk has run and asks for it. A small module script, placed before the app's
 * own, adds `preload` / `modulepreload` links for
 * - every visitor: Bootstrap's stylesheet of the reading direction and the public texts of the language the device
 *   last chose (its settings in localStorage), or English;
 * - a browser holding a Firebase sign-in, on a page that signed-in people open first (the patient home): that
 *   page's chunks and the language's signed-in texts.
 * The app's own loading then finds them there.
 */
import type { Plugin } from 'vite';

interface ChunkInfo {
  fileName: string;
  facadeModuleId: string | null;
  moduleIds: readonly string[];
  imports: readonly string[];
}

/**
 * The files a page needs beyond what index.html loads: the chunks that hold or stand for each module (a module of
 * a grouped chunk is imported through a small chunk of its own) and what they import, without the files
 * `startFiles` (index.html's scripts) load.
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
    const found = chunks.filter((candidate) => candidate.facadeModuleId === moduleId || candidate.moduleIds.includes(moduleId));
    if (found.length === 0) throw new Error(`earlyPreloads: no chunk holds ${moduleId}`);
    for (const chunk of found) addAll(chunk.fileName, files);
  }
  return [...files].filter((file) => !loadedAtStart.has(file)).sort();
}

/** What the script preloads, as files of the build. */
export interface PreloadPlan {
  /** Address → its files, for a browser holding a sign-in. */
  pages: Record<string, string[]>;
  /** Language → its texts' files: `public` for every visitor, `signedIn` beside a signed-in page. */
  texts: Record<string, { public: string[]; signedIn: string[] }>;
  /** Bootstrap's stylesheet per reading direction. */
  styles: { ltr: string; rtl: string };
  /** Languages written right to left. */
  rtl: string[];
  /** Where the device keeps its settings (JSON with `language`), and the language without them. */
  settingsKey: string;
  defaultLanguage: string;
}

/** Links added per task: each costs the main thread a few milliseconds on a phone, and no task may block input long. */
export const LINKS_PER_TASK = 3;

/** The script. */
export function preloadScript(plan: PreloadPlan, base: string): string {
  return `const plan = ${JSON.stringify(plan)};
const base = ${JSON.stringify(base)};
const links = [];
const add = (rel, file, as) => links.push({ rel, file, as });
const insert = ({ rel, file, as }) => {
  const link = document.createElement('link');
  link.rel = rel;
  if (as) link.as = as;
  else link.crossOrigin = '';
  link.href = base + file;
  document.head.appendChild(link);
};
const insertSome = () => {
  links.splice(0, ${LINKS_PER_TASK}).forEach(insert);
  if (links.length > 0) setTimeout(insertSome);
};
let language = plan.defaultLanguage;
try {
  const chosen = JSON.parse(localStorage.getItem(plan.settingsKey) || '{}').language;
  if (plan.texts[chosen]) language = chosen;
} catch {}
add('preload', plan.styles[plan.rtl.includes(language) ? 'rtl' : 'ltr'], 'style');
plan.texts[language].public.forEach((file) => add('modulepreload', file));
const signedIn = (storage) => Object.keys(storage).some((key) => key.startsWith('firebase:authUser:'));
const files = plan.pages[location.pathname];
if (files && (signedIn(localStorage) || signedIn(sessionStorage))) {
  [...plan.texts[language].signedIn, ...files].forEach((file) => add('modulepreload', file));
}
insertSome();
`;
}

export interface EarlyPreloadOptions {
  /** Address → the source modules (from the project root) of its lazily loaded parts. */
  pages: Record<string, string[]>;
  /** Language → the source modules of its public and signed-in texts. */
  texts: Record<string, { public: string; signedIn: string }>;
  /** Bootstrap's stylesheet per direction, as the start of its emitted file name (`assets/bootstrap.min-`). */
  styles: { ltr: string; rtl: string };
  rtl: string[];
  settingsKey: string;
  defaultLanguage: string;
}

export function earlyPreloads(options: EarlyPreloadOptions): Plugin {
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
      const size = new Map(chunks.map((chunk) => [chunk.fileName, chunk.code.length]));
      // The biggest first: the page waits for the last to arrive.
      const filesOf = (modules: string[]) =>
        pageFiles(chunks, startFiles, modules.map((module) => `${root}/${module}`)).sort((a, b) => (size.get(b) ?? 0) - (size.get(a) ?? 0));
      const styleFile = (prefix: string) => {
        const found = Object.keys(bundle).filter((fileName) => fileName.startsWith(prefix) && fileName.endsWith('.css'));
        if (found.length !== 1) throw new Error(`earlyPreloads: expected one stylesheet named ${prefix}…, found ${found.length}`);
        return found[0];
      };
      const plan: PreloadPlan = {
        pages: Object.fromEntries(Object.entries(options.pages).map(([path, modules]) => [path, filesOf(modules)])),
        texts: Object.fromEntries(
          Object.entries(options.texts).map(([language, texts]) => [language, { public: filesOf([texts.public]), signedIn: filesOf([texts.signedIn]) }]),
        ),
        styles: { ltr: styleFile(options.styles.ltr), rtl: styleFile(options.styles.rtl) },
        rtl: options.rtl,
        settingsKey: options.settingsKey,
        defaultLanguage: options.defaultLanguage,
      };
      const fileName = this.getFileName(this.emitFile({ type: 'asset', name: 'early-preloads.js', source: preloadScript(plan, base) }));
      // Before the app's module script: module scripts run in document order, and this one is a few hundred bytes.
      html.source = source.replace('<script type="module"', `<script type="module" src="${base}${fileName}"></script>\n    <script type="module"`);
    },
  };
}
