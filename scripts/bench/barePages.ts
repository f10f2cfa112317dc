/**
 * What the bench's bare pages (the yardsticks beside the app) share: their script bundled by Vite into one file, and
 * the close of the local servers that serve them.
 */
import type { Server } from 'node:http';
import type { Http2SecureServer } from 'node:http2';
import { join } from 'node:path';
import { build } from 'vite';
import { ROOT } from '../lib/stack';

/** A bare page's script (`entry`, from the project root) bundled by Vite into one minified IIFE, React's production build if any. */
export async function bundleBarePage(entry: string, name: string): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    build: { lib: { entry: join(ROOT, entry), formats: ['iife'], name }, write: false, minify: true },
  });
  const [result] = Array.isArray(output) ? output : [output];
  if (!('output' in result) || result.output[0].type !== 'chunk') throw new Error(`${entry} could not be bundled.`);
  return result.output[0].code;
}

/** Closes a server without waiting for the browser's keep-alive connections, or a failed measure would never end. */
export function closeServer(server: Server | Http2SecureServer): Promise<void> {
  return new Promise<void>((closed) => {
    server.close(() => closed());
    if ('closeAllConnections' in server) server.closeAllConnections();
  });
}
