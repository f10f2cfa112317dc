import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints, shiftSourceMap } from './compileHints';

type Output = { type: 'chunk'; name: string; fileName: string; code: string } | { type: 'asset'; fileName: string; source: string };

function generate(bundle: Record<string, Output>, chunkNames: string[]) {
  const hook = compileHints(chunkNames).generateBundle as { handler: (options: unknown, bundle: Record<string, Output>) => void };
  hook.handler({}, bundle);
  return bundle;
}

describe('compileHints', () => {
  it('puts the hint on the first line of the named chunks only, and shifts their source maps by that line', () => {
    const bundle = generate(
      {
        'assets/start-1.js': { type: 'chunk', name: 'start', fileName: 'assets/start-1.js', code: 'const __vite__mapDeps=1;\nrun();' },
        'assets/start-1.js.map': { type: 'asset', fileName: 'assets/start-1.js.map', source: '{"version":3,"mappings":"AAAA;AACA"}' },
        'assets/Other-2.js': { type: 'chunk', name: 'Other', fileName: 'assets/Other-2.js', code: 'other();' },
      },
      ['start'],
    );
    expect(bundle['assets/start-1.js']).toMatchObject({ code: `${COMPILE_HINT}\nconst __vite__mapDeps=1;\nrun();` });
    expect(JSON.parse((bundle['assets/start-1.js.map'] as { source: string }).source).mappings).toBe(';AAAA;AACA');
    expect(bundle['assets/Other-2.js']).toMatchObject({ code: 'other();' });
  });

  it('shifts a source map without touching its other fields', () => {
    expect(JSON.parse(shiftSourceMap('{"version":3,"sources":["a.ts"],"mappings":"AAAA"}'))).toEqual({ version: 3, sources: ['a.ts'], mappings: ';AAAA' });
  });
});
