/**
 * One chunk per page that people open first, instead of the dozens of small shared chunks the automatic
 * splitting makes of a lazily loaded page (the patient home was 53 files, 52 of them 54 KB together): on a
 * phone's first load each file is a request, a `modulepreload` link and a module to evaluate.
 *
 * A Vite plugin reads the module graph once it is built and gives Rolldown a code-splitting group per page:
 * the modules a page's parts import statically, without what index.html's own chunk holds and without what an
 * earlier page's group holds. A module in a group comes with the whole group wherever it is used, so:
 * - what a signed-out page shares with a later page (React-Bootstrap's forms and cards) is a group of its own,
 *   `<page>-shared`, so the later page does not load the signed-out page's own code (its forms' library, its texts);
 * - a signed-in page's groups leave out whatever a signed-out visitor may load (the public pages, everything they
 *   and the first chunk import, at once or later, like the language menu's dropdown), so a signed-out page never
 *   loads signed-in code; but what of the UI kit they share is one group, `<page>-shared`, one file, not a dozen.
 */
import type { Plugin } from 'vite';

export interface PageChunk {
  /** The chunk's name (before its content hash). */
  name: string;
  /** Source modules of the page's lazily loaded parts, from the project root. */
  modules: string[];
  /** A page only signed-in people see: its groups hold no module signed-out visitors may load but the UI kit's, set apart. */
  signedIn?: boolean;
}

export interface SignedOutWorld {
  /** The pages a signed-out visitor can open (source modules). */
  pages: string[];
  /** Modules of the first chunk whose dynamic imports are signed-in code (the route table, first reads). */
  signedInLoaders: string[];
  /**
   * The UI kit's modules (React-Bootstrap and what it uses): what a signed-in page shares of them with signed-out
   * visitors' pages is one chunk, which those pages load whole; the rest (Firestore…) stays in Rolldown's chunks.
   */
  uiKit: RegExp;
}

interface ModuleGraph {
  /** Each module's static imports. */
  importsOf(id: string): readonly string[];
  /** Each module's dynamic imports. */
  dynamicImportsOf(id: string): readonly string[];
  /** Modules that are entries of the build (index.html's scripts). */
  entries: readonly string[];
}

/** Every module `roots` reach through static imports (and dynamic ones with `dynamic`), themselves included. */
export function staticClosure(graph: ModuleGraph, roots: readonly string[], dynamic: (id: string) => boolean = () => false): Set<string> {
  const reached = new Set<string>();
  const pending = [...roots];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (reached.has(id)) continue;
    reached.add(id);
    pending.push(...graph.importsOf(id));
    if (dynamic(id)) pending.push(...graph.dynamicImportsOf(id));
  }
  return reached;
}

/** What a signed-out visitor may load: the first chunk and the public pages, with everything they import, at once or later. */
export function signedOutModules(graph: ModuleGraph, world: { pages: readonly string[]; signedInLoaders: readonly string[] }): Set<string> {
  return staticClosure(graph, [...graph.entries, ...world.pages], (id) => !world.signedInLoaders.includes(id));
}

/** A page's modules: its own, and those other pages load too (`shared`), which would otherwise bring its own along. */
export interface PageModules {
  own: Set<string>;
  shared: Set<string>;
}

/**
 * Each page's modules, in the pages' order: what its roots reach statically, without the entries' modules (the
 * first chunk holds them), an earlier page's, and for a signed-in page what signed-out visitors may load beyond
 * the UI kit. Set apart as `shared`: for a signed-out page, what a later page reaches too; for a signed-in page,
 * the UI kit's modules signed-out visitors may load (a public page, a lazy part of one).
 */
export function pageModules(
  graph: ModuleGraph,
  pages: readonly { roots: string[]; signedIn?: boolean }[],
  signedOut: ReadonlySet<string>,
  uiKit: RegExp,
): PageModules[] {
  const taken = staticClosure(graph, graph.entries);
  return pages.map(({ roots, signedIn }, index) => {
    const reached = [...staticClosure(graph, roots)].filter((id) => !taken.has(id) && !(signedIn && signedOut.has(id) && !uiKit.test(id)));
    reached.forEach((id) => taken.add(id));
    const sharedWith = signedIn ? signedOut : staticClosure(graph, pages.slice(index + 1).flatMap((page) => page.roots));
    return {
      own: new Set(reached.filter((id) => !sharedWith.has(id))),
      shared: new Set(reached.filter((id) => sharedWith.has(id))),
    };
  });
}

/** The plugin, and the code-splitting groups to list after the first chunk's. */
export function pageChunks(
  pages: readonly PageChunk[],
  world: SignedOutWorld,
): { plugin: Plugin; groups: { name: string; test: (id: string) => boolean; includeDependenciesRecursively: boolean }[] } {
  let root = '';
  let modules: PageModules[] = pages.map(() => ({ own: new Set(), shared: new Set() }));
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
      const resolve = (module: string) => {
        const id = `${root}/${module}`;
        if (!infos.has(id)) throw new Error(`pageChunks: ${module} is not in the build`);
        return id;
      };
      const graph: ModuleGraph = {
        importsOf: (id) => infos.get(id)?.importedIds ?? [],
        dynamicImportsOf: (id) => infos.get(id)?.dynamicallyImportedIds ?? [],
        entries: ids.filter((id) => infos.get(id)?.isEntry),
      };
      const signedOut = signedOutModules(graph, { pages: world.pages.map(resolve), signedInLoaders: world.signedInLoaders.map(resolve) });
      modules = pageModules(
        graph,
        pages.map((page) => ({ roots: page.modules.map(resolve), signedIn: page.signedIn })),
        signedOut,
        world.uiKit,
      );
    },
  };
  const groups = pages.flatMap((page, index) => [
    // Listed first: a group takes its modules before a later one's dependencies would.
    { name: `${page.name}-shared`, test: (id: string) => modules[index].shared.has(id), includeDependenciesRecursively: !page.signedIn },
    {
      name: page.name,
      test: (id: string) => modules[index].own.has(id),
      // A signed-in page's modules use what its shared group, an earlier page's groups and the first chunk hold,
      // which must stay there. They never import the page's own modules back (what signed-out visitors may load
      // is closed under static imports), so no chunk cycle.
      includeDependenciesRecursively: !page.signedIn,
    },
  ]);
  return { plugin, groups };
}
