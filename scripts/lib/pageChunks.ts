/**
 * One chunk per page that people open first, instead of the dozens of small shared chunks the automatic
 * splitting makes of a lazily loaded page (the patient home was 53 files, 52 of them 54 KB together): on a
 * phone's first load each file is a request, a `modulepreload` link and a module to evaluate.
 *
 * A Vite plugin reads the module graph once it is built and gives Rolldown a code-splitting group per page:
 * the modules a page's parts import statically, without what index.html's own chunk holds and without what an
 * earlier page's group holds. Earlier pages come first so that a later page's chunk never drags their modules
 * along: the sign-in page's group is listed before the patient home's, so the sign-in page loads no code of
 * signed-in pages, and what both use is in the sign-in page's chunk.
 */
import type { Plugin } from 'vite';

export interface PageChunk {
  /** The chunk's name (before its content hash). */
  name: string;
  /** Source modules of the page's lazily loaded parts, from the project root. */
  modules: string[];
}

interface ModuleGraph {
  /** Each module's static imports. */
  importsOf(id: string): readonly string[];
  /** Modules that are entries of the build (index.html's scripts). */
  entries: readonly string[];
}

/** Every module `roots` reach through static imports, themselves included. */
export function staticClosure(graph: ModuleGraph, roots: readonly string[]): Set<string> {
  const reached = new Set<string>();
  const pending = [...roots];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (reached.has(id)) continue;
    reached.add(id);
    pending.push(...graph.importsOf(id));
  }
  return reached;
}

/**
 * Each page's modules, in the pages' order: what its roots reach statically, without the entries' modules (the
 * first chunk holds them) and without an earlier page's.
 */
export function pageModules(graph: ModuleGraph, pages: readonly string[][]): Set<string>[] {
  const taken = staticClosure(graph, graph.entries);
  return pages.map((roots) => {
    const own = new Set([...staticClosure(graph, roots)].filter((id) => !taken.has(id)));
    own.forEach((id) => taken.add(id));
    return own;
  });
}

/** The plugin, and the code-splitting groups to list after the first chunk's. */
export function pageChunks(pages: readonly PageChunk[]): { plugin: Plugin; groups: { name: string; test: (id: string) => boolean }[] } {
  let root = '';
  let modules: Set<string>[] = pages.map(() => new Set());
  const plugin: Plugin = {
    name: 'page-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildEnd(error) {
      if (error) return;
      const ids = [...this.getModuleIds()];
      const infos = new Map(ids.map((id) => [id, this.getModuleInfo(id)]));
      for (const page of pages) {
        for (const module of page.modules) {
          if (!infos.has(`${root}/${module}`)) throw new Error(`pageChunks: ${module} is not in the build (page chunk ${page.name})`);
        }
      }
      modules = pageModules(
        { importsOf: (id) => infos.get(id)?.importedIds ?? [], entries: ids.filter((id) => infos.get(id)?.isEntry) },
        pages.map((page) => page.modules.map((module) => `${root}/${module}`)),
      );
    },
  };
  const groups = pages.map((page, index) => ({ name: page.name, test: (id: string) => modules[index].has(id) }));
  return { plugin, groups };
}
