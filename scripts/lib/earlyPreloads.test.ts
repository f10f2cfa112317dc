import { describe, expect, it } from 'vitest';
import { pageFiles, preloadScript, type PreloadPlan } from './earlyPreloads';

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

  function run(pathname: string, stored: Record<string, string>) {
    const added: { rel: string; href: string; as?: string }[] = [];
    const link = () => ({ rel: '', href: '', crossOrigin: null as string | null });
    const document = { createElement: link, head: { appendChild: (element: { rel: string; href: string; as?: string }) => added.push(element) } };
    new Function('location', 'document', 'localStorage', 'sessionStorage', preloadScript(plan, '/'))({ pathname }, document, storage(stored), storage({}));
    return added.map(({ rel, href, as }) => `${rel}${as ? ` (${as})` : ''} ${href}`);
  }

  const signedIn = { 'firebase:authUser:key:[DEFAULT]': '{}' };

  it("preloads the stylesheet, the texts and the page's files for a browser holding a sign-in", () => {
    expect(run('/home', signedIn)).toEqual([
      'preload (style) /assets/bootstrap.css',
      'modulepreload /assets/en.js',
      'modulepreload /assets/Home.js',
      'modulepreload /assets/en.signedIn.js',
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
      'modulepreload /assets/Home.js',
      'modulepreload /assets/ar.signedIn.js',
    ]);
  });

  it('falls back to the default language for unreadable or unknown settings', () => {
    expect(run('/elsewhere', { settings: '{not json' })).toContain('modulepreload /assets/en.js');
    expect(run('/elsewhere', { settings: JSON.stringify({ language: 'xx' }) })).toContain('modulepreload /assets/en.js');
  });
});
