import { describe, expect, it } from 'vitest';
import { pageModules, staticClosure } from './pageChunks';

// main → App → (lazily) SignIn and Home; both pages use Form; Home also uses Card and Firestore, which uses util.
const imports: Record<string, string[]> = {
  main: ['App'],
  App: ['react'],
  react: [],
  SignIn: ['Form', 'react'],
  Form: ['react'],
  Home: ['Form', 'Card', 'firestore'],
  Card: ['react'],
  firestore: ['util'],
  util: [],
};
const graph = { importsOf: (id: string) => imports[id] ?? [], entries: ['main'] };

describe('staticClosure', () => {
  it('gives the roots and everything they import, transitively', () => {
    expect([...staticClosure(graph, ['Home'])].sort()).toEqual(['Card', 'Form', 'Home', 'firestore', 'react', 'util']);
  });

  it('survives import cycles', () => {
    const cyclic = { importsOf: (id: string) => (id === 'a' ? ['b'] : ['a']), entries: [] };
    expect([...staticClosure(cyclic, ['a'])].sort()).toEqual(['a', 'b']);
  });
});

describe('pageModules', () => {
  it("leaves the first chunk's modules out and gives a module to the first page that uses it", () => {
    const [signIn, home] = pageModules(graph, [['SignIn'], ['Home']]);
    expect([...signIn].sort()).toEqual(['Form', 'SignIn']);
    expect([...home].sort()).toEqual(['Card', 'Home', 'firestore', 'util']);
  });

  it('gives every module to one page only, whatever the order', () => {
    const [home, signIn] = pageModules(graph, [['Home'], ['SignIn']]);
    expect([...home].sort()).toEqual(['Card', 'Form', 'Home', 'firestore', 'util']);
    expect([...signIn]).toEqual(['SignIn']);
  });
});
