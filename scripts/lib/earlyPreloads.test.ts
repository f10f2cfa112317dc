import { describe, expect, it } from 'vitest';
import { LINKS_PER_TASK, pageFiles, preloadScript, type PreloadPlan } from './earlyPreloads';

const chunk = (fileName: string, imports: string[] = [], moduleIds: string[] = [], facadeModuleId: string | null = null) => ({
  fileName,
  imports,
  moduleIds,
  facadeModuleId,
});

describe('pageFiles', () => {
  const chunks = [
    chunk('assets/start.js', ['assets/runtime.js']),
    chunk('assets/runtime.js'),
    chunk('assets/Home.js', ['assets/Card.js', 'assets/start.js'], ['/app/src/Home.tsx', '/app/src/HomeParts.tsx']),
    chunk('assets/Card.js', ['assets/runtime.js', 'assets/firestore.js']),
    chunk('assets/firestore.js'),
    chunk('assets/Other.js', ['assets/Card.js'], ['/app/src/Other.tsx']),
  ];

  it("gives a page's chunk and everything it imports, but what index.html loads already", () => {
    expect(pageFiles(chunks, ['assets/runtime.js', 'assets/start.js'], ['/app/src/Home.tsx'])).toEqual([
      'assets/Card.js',
      'assets/Home.js',
      'assets/firestore.js',
    ]);
  });

  it('finds a module inside a chunk that holds several', () => {
    expect(pageFiles(chunks, ['assets/runtime.js', 'assets/start.js'], ['/app/src/HomeParts.tsx'])).toContain('assets/Home.js');
  });

  it('refuses a module no chunk holds, so a moved page breaks the build rather than its preloading', () => {
    expect(() => pageFiles(chunks, [], ['/app/src/Gone.tsx'])).toThrow(/Gone\.tsx/);
  });
});

describe('pageFiles of a grouped chunk', () => {
  it('gives the small chunk that stands for a module beside the chunk that holds it', () => {
    const chunks = [chunk('assets/group.js', [], ['/app/src/Home.tsx']), chunk('assets/Home.js', ['assets/group.js'], [], '/app/src/Home.tsx')];
    expect(pageFiles(chunks, [], ['/app/src/Home.tsx'])).toEqual(['assets/Home.js', 'assets/group.js']);
  });
});

describe('preloadScript', () => {
  const plan: PreloadPlan = {
    pages: { '/home': ['assets/Home.js'] },
    texts: { en: { public: ['assets/en.js'], signedIn: ['assets/en.signedIn.js'] }, ar: { public: ['assets/ar.js'], signedIn: ['assets/ar.signedIn.js'] } },
    styles: { ltr: 'assets/bootstrap.css', rtl: 'assets/bootstrap.rtl.css' },
    rtl: ['ar'],
    settingsKey: 'settings',
    defaultLanguage: 'en',
  };

  function storage(entries: Record<string, string>) {
    const store = { ...entries };
    Object.defineProperty(store, 'getItem', { value: (key: string) => entries[key] ?? null, enumerable: false });
    return store;
  }

  /** Runs the script; `tasks` receives the links each task added. */
  function run(pathname: string, stored: Record<string, string>, tasks: string[][] = [], planned: PreloadPlan = plan) {
    const added: { rel: string; href: string; as?: string }[] = [];
    const link = () => ({ rel: '', href: '', crossOrigin: null as string | null });
    const document = { createElement: link, head: { appendChild: (element: { rel: string; href: string; as?: string }) => added.push(element) } };
    const timers: (() => void)[] = [];
    const describe = ({ rel, href, as }: { rel: string; href: string; as?: string }) => `${rel}${as ? ` (${as})` : ''} ${href}`;
    const runTask = (task: () => void) => {
      const before = added.length;
      task();
      tasks.push(added.slice(before).map(describe));
    };
    runTask(() =>
      new Function('location', 'document', 'localStorage', 'sessionStorage', 'setTimeout', preloadScript(planned, '/'))(
        { pathname },
        document,
        storage(stored),
        storage({}),
        (callback: () => void) => timers.push(callback),
      ),
    );
    while (timers.length > 0) runTask(timers.shift()!);
    return added.map(describe);
  }

  const signedIn = { 'firebase:authUser:key:[DEFAULT]': '{}' };

  it("preloads the stylesheet, the texts and the page's files for a browser holding a sign-in", () => {
    expect(run('/home', signedIn)).toEqual([
      'preload (style) /assets/bootstrap.css',
      'modulepreload /assets/en.js',
      'modulepreload /assets/en.signedIn.js',
      'modulepreload /assets/Home.js',
    ]);
  });

  it('preloads only the stylesheet and the public texts signed out or on another page', () => {
    const common = ['preload (style) /assets/bootstrap.css', 'modulepreload /assets/en.js'];
    expect(run('/home', {})).toEqual(common);
    expect(run('/elsewhere', signedIn)).toEqual(common);
  });

  it("follows the device's language and its reading direction", () => {
    expect(run('/home', { ...signedIn, settings: JSON.stringify({ language: 'ar' }) })).toEqual([
      'preload (style) /assets/bootstrap.rtl.css',
      'modulepreload /assets/ar.js',
      'modulepreload /assets/ar.signedIn.js',
      'modulepreload /assets/Home.js',
    ]);
  });

  it('falls back to the default language for unreadable or unknown settings', () => {
    expect(run('/elsewhere', { settings: '{not json' })).toContain('modulepreload /assets/en.js');
    expect(run('/elsewhere', { settings: JSON.stringify({ language: 'xx' }) })).toContain('modulepreload /assets/en.js');
  });

  it('adds a few links per task, so that no task blocks the page for long', () => {
    const files = Array.from({ length: 2 * LINKS_PER_TASK }, (_, index) => `assets/part${index}.js`);
    const tasks: string[][] = [];
    const added = run('/home', signedIn, tasks, { ...plan, pages: { '/home': files } });
    expect(added).toHaveLength(3 + files.length);
    expect(tasks.map((links) => links.length)).toEqual([LINKS_PER_TASK, LINKS_PER_TASK, 3]);
    expect(tasks.flat()).toEqual(added);
  });
});
