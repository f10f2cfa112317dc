/**
 * A Vite plugin: chunks whose functions nearly all run while the first page loads start with V8's explicit compile
 * hint (`//# allFunctionsCalledOnLoad`, Chrome 136+), so that V8 compiles their functions on a background thread
 * while the file downloads instead of one by one on the main thread the first time each runs. Browsers without
 * the hint read a comment.
 */
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** A source map's JSON with one line added before its first generated line. */
export function shiftSourceMap(json: string): string {
  const map = JSON.parse(json) as { mappings: string };
  return JSON.stringify({ ...map, mappings: `;${map.mappings}` });
}

/** `chunkNames`: the chunks (by name, before the content hash) to hint. */
export function compileHints(chunkNames: readonly string[]): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    generateBundle: {
      // After Vite's own, which puts its preload map at the top of a chunk: the hint must be the first line.
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !chunkNames.includes(output.name)) continue;
          output.code = `${COMPILE_HINT}\n${output.code}`;
          const map = bundle[`${output.fileName}.map`];
          if (map?.type === 'asset') map.source = shiftSourceMap(String(map.source));
        }
      },
    },
  };
}
