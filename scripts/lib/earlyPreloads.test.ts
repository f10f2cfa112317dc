import { describe, expect, it } from 'vitest';
import { pageFiles, preloadScript } from './earlyPreloads';

const chunk = (fileName: string, imports: string[] = [], moduleIds: string[] = []) => ({ fileName, imports, moduleIds });

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

describe('preloadScript', () => {
  function run(pathname: string, stored: Record<string, string>) {
    const added: { rel: string; href: string }[] = [];
    const link = () => ({ rel: '', href: '', crossOrigin: null as string | null });
    const document = { createElement: link, head: { appendChild: (element: { rel: string; href: string }) => added.push(element) } };
    new Function('location', 'document', 'localStorage', 'sessionStorage', preloadScript({ '/home': ['assets/Home.js'] }, '/'))(
      { pathname },
      document,
      stored,
      {},
    );
    return added.map(({ rel, href }) => `${rel} ${href}`);
  }

  it("preloads the page's files for a browser holding a sign-in", () => {
    expect(run('/home', { 'firebase:authUser:key:[DEFAULT]': '{}' })).toEqual(['modulepreload /assets/Home.js']);
  });

  it('preloads nothing signed out or on another page', () => {
    expect(run('/home', {})).toEqual([]);
    expect(run('/elsewhere', { 'firebase:authUser:key:[DEFAULT]': '{}' })).toEqual([]);
  });
});
