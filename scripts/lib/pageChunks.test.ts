import { describe, expect, it } from 'vitest';
import { pageModules, signedOutModules, staticClosure } from './pageChunks';

// main → App, which lazily loads the pages (the route table, Routes) and Menu's dropdown. SignIn and Home both use
// Form; Home uses Card and Firestore, which uses util; Faq, a public page, uses Accordion, as Home does; Dropdown
// is what the always-present Menu loads when opened, and Home shows it at once.
const imports: Record<string, string[]> = {
  main: ['App', 'Routes', 'Menu'],
  App: ['react'],
  react: [],
  SignIn: ['Form', 'react'],
  Form: ['react'],
  Home: ['Form', 'Card', 'firestore', 'Accordion', 'Dropdown'],
  Card: ['react'],
  firestore: ['util'],
  Faq: ['Accordion'],
};
const dynamicImports: Record<string, string[]> = { Routes: ['SignIn', 'Home', 'Faq'], Menu: ['Dropdown'] };
const graph = { importsOf: (id: string) => imports[id] ?? [], dynamicImportsOf: (id: string) => dynamicImports[id] ?? [], entries: ['main'] };
const world = { pages: ['SignIn', 'Faq'], signedInLoaders: ['Routes'], uiKit: /^$/ };

describe('staticClosure', () => {
  it('gives the roots and everything they import statically, transitively', () => {
    expect([...staticClosure(graph, ['Home'])].sort()).toEqual(['Accordion', 'Card', 'Dropdown', 'Form', 'Home', 'firestore', 'react', 'util']);
  });

  it('survives import cycles', () => {
    const cyclic = { importsOf: (id: string) => (id === 'a' ? ['b'] : ['a']), dynamicImportsOf: () => [], entries: [] };
    expect([...staticClosure(cyclic, ['a'])].sort()).toEqual(['a', 'b']);
  });
});

describe('signedOutModules', () => {
  it('follows the public pages and what the first chunk loads later, but not the signed-in loaders', () => {
    const reach = signedOutModules(graph, world);
    expect(reach.has('Dropdown')).toBe(true);
    expect(reach.has('Accordion')).toBe(true);
    expect(reach.has('Home')).toBe(false);
    expect(reach.has('firestore')).toBe(false);
  });
});

describe('pageModules', () => {
  const signedOut = signedOutModules(graph, world);
  const uiKit = /^(Accordion|Card|Dropdown|Form)$/;
  const sorted = (modules: Set<string>) => [...modules].sort();

  it("leaves the first chunk's modules out and gives a module to the first page that uses it", () => {
    const [signIn] = pageModules(graph, [{ roots: ['SignIn'] }, { roots: ['Home'], signedIn: true }], signedOut, uiKit);
    expect(sorted(signIn.own)).toEqual(['SignIn']);
    expect(sorted(signIn.shared)).toEqual(['Form']);
  });

  it("sets apart from a signed-in page's own modules whatever a signed-out visitor may load, which would bring them along", () => {
    const [, home] = pageModules(graph, [{ roots: ['SignIn'] }, { roots: ['Home'], signedIn: true }], signedOut, uiKit);
    expect(sorted(home.own)).toEqual(['Card', 'Home', 'firestore', 'util']);
    expect(sorted(home.shared)).toEqual(['Accordion', 'Dropdown']);
  });

  it("leaves to Rolldown's splitting what a signed-in page shares with signed-out visitors beyond the UI kit", () => {
    const [, home] = pageModules(graph, [{ roots: ['SignIn'] }, { roots: ['Home'], signedIn: true }], signedOut, /^Dropdown$/);
    expect(sorted(home.own)).toEqual(['Card', 'Home', 'firestore', 'util']);
    expect(sorted(home.shared)).toEqual(['Dropdown']);
  });

  it('keeps with a signed-out page what no later page uses', () => {
    const [signIn] = pageModules(graph, [{ roots: ['SignIn'] }, { roots: ['Faq'] }], signedOut, uiKit);
    expect(sorted(signIn.own)).toEqual(['Form', 'SignIn']);
    expect(signIn.shared.size).toBe(0);
  });

  it('gives every module to one page only, whatever the order', () => {
    const [home, signIn] = pageModules(graph, [{ roots: ['Home'] }, { roots: ['SignIn'] }], signedOut, uiKit);
    expect(sorted(home.own)).toEqual(['Accordion', 'Card', 'Dropdown', 'Home', 'firestore', 'util']);
    expect(sorted(home.shared)).toEqual(['Form']);
    expect(sorted(signIn.own)).toEqual(['SignIn']);
  });
});
