import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { PATIENT_HOME_BUDGET, SIGN_IN_BUDGET, checkBudget, htmlScripts, pageScripts, staticImports } from './pageBudget';

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

describe('pageScripts', () => {
  const dist = mkdtempSync(join(tmpdir(), 'sign-in-budget-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  const assets = join(dist, 'assets');
  mkdirSync(assets);
  const files: Record<string, string> = {
    'start-1.js':
      'import{x}from"./shared-1.js";const routes=[()=>import("./DoctorPage-1.js"),()=>import("./SignInPage-1.js"),()=>import("./ShellLayout-1.js"),()=>import("./PatientHomePage-1.js")];',
    'shared-1.js': 'export const x=1;',
    'SignInPage-1.js': 'import{x}from"./shared-1.js";import{f}from"./Form-1.js";export default f;',
    'Form-1.js': `export const f="${'form '.repeat(50)}";`,
    'en-1.js': 'export default {common:{}};',
    'en.signedIn-1.js': 'export default {plans:{}};',
    'ShellLayout-1.js': 'import{h}from"./patient-home-1.js";export default h;',
    'PatientHomePage-1.js': 'import{h}from"./patient-home-1.js";const later=()=>import("./Outcomes-1.js");export default h;',
    'patient-home-1.js': `export const h="${'home '.repeat(50)}";`,
    'Outcomes-1.js': `export default "${'outcomes '.repeat(500)}";`,
    'fr-1.js': 'export default {common:{}};',
    'workbox-window.prod.es5-1.js': 'export const w=1;',
    'DoctorPage-1.js': `export default "${'doctor '.repeat(500)}";`,
  };
  for (const [name, code] of Object.entries(files)) writeFileSync(join(assets, name), code);
  writeFileSync(join(dist, 'index.html'), '<script type="module" src="/assets/start-1.js"></script>');

  it("counts index.html's scripts, the sign-in route, English and the worker client with their static imports, compressed", () => {
    const report = pageScripts(dist, SIGN_IN_BUDGET.chunks);
    const counted = ['Form-1.js', 'SignInPage-1.js', 'en-1.js', 'shared-1.js', 'start-1.js', 'workbox-window.prod.es5-1.js'];
    expect(report.files.map((file) => file.name)).toEqual(counted);
    expect(report.total).toBe(counted.reduce((sum, name) => sum + brotliCompressSync(files[name]).length, 0));
  });

  it('fails when a chunk it needs cannot be told apart', () => {
    writeFileSync(join(assets, 'en-2.js'), 'export default {};');
    expect(() => pageScripts(dist, SIGN_IN_BUDGET.chunks)).toThrow(/one chunk matching/);
    rmSync(join(assets, 'en-2.js'));
  });

  it("counts the patient home's shell and page chunks and both English texts, not what the page loads later", () => {
    const report = pageScripts(dist, PATIENT_HOME_BUDGET.chunks);
    const counted = ['PatientHomePage-1.js', 'ShellLayout-1.js', 'en-1.js', 'en.signedIn-1.js', 'patient-home-1.js', 'shared-1.js', 'start-1.js', 'workbox-window.prod.es5-1.js'];
    expect(report.files.map((file) => file.name)).toEqual(counted);
  });

  it('tells whether a page is within its budget', () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const { total } = pageScripts(dist, PATIENT_HOME_BUDGET.chunks);
    expect(checkBudget({ ...PATIENT_HOME_BUDGET, limit: total }, dist)).toBe(true);
    expect(checkBudget({ ...PATIENT_HOME_BUDGET, limit: total - 1 }, dist)).toBe(false);
    vi.restoreAllMocks();
  });
});
