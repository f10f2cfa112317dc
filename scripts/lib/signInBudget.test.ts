import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { htmlScripts, signInScripts, staticImports } from './signInBudget';

describe('staticImports', () => {
  it('finds the static imports of a minified chunk, not its dynamic ones', () => {
    const code = 'import{a as b}from"./Form-1.js";import"./side-2.js";import { c } from \'./Card-3.js\';const p=()=>import("./Lazy-4.js");';
    expect(staticImports(code)).toEqual(['Form-1.js', 'side-2.js', 'Card-3.js']);
  });
});

describe('htmlScripts', () => {
  it("lists index.html's module scripts and module preloads, not its stylesheets", () => {
    const html =
      '<script type="module" crossorigin src="/assets/runtime-1.js"></script><script type="module" crossorigin src="/assets/start-2.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/vendor-3.js"><link rel="stylesheet" href="/assets/start-4.css">';
    expect(htmlScripts(html)).toEqual(['runtime-1.js', 'start-2.js', 'vendor-3.js']);
  });
});

describe('signInScripts', () => {
  const dist = mkdtempSync(join(tmpdir(), 'sign-in-budget-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  const assets = join(dist, 'assets');
  mkdirSync(assets);
  const files: Record<string, string> = {
    'start-1.js': 'import{x}from"./shared-1.js";const routes=[()=>import("./DoctorPage-1.js"),()=>import("./SignInPage-1.js")];',
    'shared-1.js': 'export const x=1;',
    'SignInPage-1.js': 'import{x}from"./shared-1.js";import{f}from"./Form-1.js";export default f;',
    'Form-1.js': `export const f="${'form '.repeat(50)}";`,
    'en-1.js': 'export default {common:{}};',
    'fr-1.js': 'export default {common:{}};',
    'workbox-window.prod.es5-1.js': 'export const w=1;',
    'DoctorPage-1.js': `export default "${'doctor '.repeat(500)}";`,
  };
  for (const [name, code] of Object.entries(files)) writeFileSync(join(assets, name), code);
  writeFileSync(join(dist, 'index.html'), '<script type="module" src="/assets/start-1.js"></script>');

  it("counts index.html's scripts, the sign-in route, English and the worker client with their static imports, compressed", () => {
    const report = signInScripts(dist);
    const counted = ['Form-1.js', 'SignInPage-1.js', 'en-1.js', 'shared-1.js', 'start-1.js', 'workbox-window.prod.es5-1.js'];
    expect(report.files.map((file) => file.name)).toEqual(counted);
    expect(report.total).toBe(counted.reduce((sum, name) => sum + brotliCompressSync(files[name]).length, 0));
  });

  it('fails when a chunk it needs cannot be told apart', () => {
    writeFileSync(join(assets, 'en-2.js'), 'export default {};');
    expect(() => signInScripts(dist)).toThrow(/one chunk matching/);
    rmSync(join(assets, 'en-2.js'));
  });
});
