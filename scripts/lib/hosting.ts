/**
 * The built app served as Firebase Hosting serves it, for the load bench and
 * the end-to-end tests: the security, cache headers and rewrites of
 * firebase.json's "hosting" (one source), files compressed with brotli (gzip
 * for clients without it), ETags for revalidation, dot files not served
 * (firebase.json ignores them). A build for the local stack talks to its
 * emulators and local chain instead of Google's endpoints, so only their
 * origins are added to the Content-Security-Policy; every other header stays
 * as deployed.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse, type ServerHttp2Session } from 'node:http2';
import type { AddressInfo, Socket } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import picomatch from 'picomatch';
import type { Ports } from '@rehab/model/emulatorPorts';

export interface HostingHeader {
  key: string;
  value: string;
}

export interface HostingConfig {
  headers?: { source: string; headers: HostingHeader[] }[];
  rewrites?: { source: string; destination: string }[];
}

/** firebase.json's "hosting" section. */
export function readHostingConfig(firebaseJson: string): HostingConfig {
  return (JSON.parse(readFileSync(firebaseJson, 'utf8')) as { hosting: HostingConfig }).hosting;
}

/** Adds sources to directives of a Content-Security-Policy value (a directive it lacks is added). */
export function extendPolicy(policy: string, additions: Record<string, string[]>): string {
  const directives = policy.split(';').map((part) => part.trim()).filter(Boolean);
  const names = directives.map((directive) => directive.split(/\s+/)[0]);
  const extended = directives.map((directive, i) => {
    const extra = additions[names[i]];
    return extra ? [directive, ...extra].join(' ') : directive;
  });
  const missing = Object.entries(additions).filter(([name]) => !names.includes(name));
  return [...extended, ...missing.map(([name, sources]) => [name, ...sources].join(' '))].join('; ');
}

/** The hosting settings with more sources allowed by its Content-Security-Policy (only that header changes). */
export function withPolicySources(hosting: HostingConfig, additions: Record<string, string[]>): HostingConfig {
  return {
    ...hosting,
    headers: hosting.headers?.map((rule) => ({
      ...rule,
      headers: rule.headers.map((header) =>
        header.key.toLowerCase() === 'content-security-policy' ? { ...header, value: extendPolicy(header.value, additions) } : header,
      ),
    })),
  };
}

/**
 * What a build for the local stack reaches besides its own origin: the emulators
 * (data, Storage's images, and its videos: the exercise library's demonstrations) and the local chain's RPC (the
 * wallet reads balances there).
 */
export function localStackPolicySources(p: Ports): Record<string, string[]> {
  const emulators = [p.auth, p.firestore, p.functions, p.storage].map((port) => `http://127.0.0.1:${port}`);
  return { 'connect-src': [...emulators, `http://127.0.0.1:${p.chain}`], 'img-src': emulators, 'media-src': [`http://127.0.0.1:${p.storage}`] };
}

/** What Firebase Hosting sends when no rule of firebase.json sets a Cache-Control. */
export const DEFAULT_CACHE_CONTROL = 'max-age=3600';

const matches = (glob: string, path: string) => picomatch(glob, { dot: true })(path);

/**
 * The headers firebase.json gives a request path (the path asked for, also when a rewrite answers it):
 * every rule whose source matches applies, in order, and a later rule's header replaces an earlier one's
 * (as Firebase Hosting does). Keys are lower-case.
 */
export function headersFor(path: string, config: HostingConfig): Record<string, string> {
  const headers: Record<string, string> = { 'cache-control': DEFAULT_CACHE_CONTROL };
  for (const rule of config.headers ?? []) {
    if (!matches(rule.source, path)) continue;
    for (const { key, value } of rule.headers) headers[key.toLowerCase()] = value;
  }
  return headers;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt', '.map']);

interface Body {
  bytes: Buffer;
  encoding: 'br' | 'gzip' | null;
}

export interface HostingServer {
  url: string;
  /** The compressed size of each file served so far (brotli where compressible), by path. */
  bodyBytes(path: string): number | undefined;
  close(): Promise<void>;
}

export interface HostingOptions {
  /** The build to serve. */
  root: string;
  /** firebase.json (its "hosting" section). */
  firebaseJson: string;
  port: number;
  host?: string;
  /** Sources added to the Content-Security-Policy (localStackPolicySources for a build that talks to the local stack). */
  policySources?: Record<string, string[]>;
  /**
   * Compress every file before serving the first (as a CDN answers from its cache): a file compressed on
   * its first request answers late, which a benchmark would count as a slow server.
   */
  precompress?: boolean;
  /**
   * Serve HTTPS with HTTP/2 (HTTP/1.1 for clients without it), as Firebase Hosting does: one connection
   * for every file instead of a browser's six HTTP/1.1 connections, each file a round trip.
   */
  tls?: { key: string; cert: string };
}

export async function startHostingServer(options: HostingOptions): Promise<HostingServer> {
  const deployed = readHostingConfig(options.firebaseJson);
  const config = options.policySources ? withPolicySources(deployed, options.policySources) : deployed;
  const root = resolve(options.root);
  const compressed = new Map<string, { mtimeMs: number; br: Buffer; gzip: Buffer; etag: string }>();
  const sentBytes = new Map<string, number>();

  /** The file a path names inside the build, or null (outside it, a dot file, a folder without index.html, missing). */
  const fileOf = (path: string): string | null => {
    if (path.split('/').some((part) => part.startsWith('.'))) return null;
    const file = resolve(root, `.${path.endsWith('/') ? `${path}index.html` : path}`);
    if (file !== root && !file.startsWith(root + sep)) return null;
    return existsSync(file) && statSync(file).isFile() ? file : null;
  };

  const bodyOf = (file: string, acceptEncoding: string): Body & { etag: string } => {
    const { mtimeMs } = statSync(file);
    let entry = compressed.get(file);
    if (!entry || entry.mtimeMs !== mtimeMs) {
      const raw = readFileSync(file);
      entry = { mtimeMs, br: brotliCompressSync(raw), gzip: gzipSync(raw, { level: 9 }), etag: `"${createHash('sha1').update(raw).digest('hex')}"` };
      compressed.set(file, entry);
    }
    if (!COMPRESSIBLE.has(extname(file))) return { bytes: readFileSync(file), encoding: null, etag: entry.etag };
    if (/\bbr\b/.test(acceptEncoding)) return { bytes: entry.br, encoding: 'br', etag: entry.etag };
    if (/\bgzip\b/.test(acceptEncoding)) return { bytes: entry.gzip, encoding: 'gzip', etag: entry.etag };
    return { bytes: readFileSync(file), encoding: null, etag: entry.etag };
  };

  if (options.precompress) {
    for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) bodyOf(join(entry.parentPath, entry.name), '');
    }
  }

  const answer = (request: IncomingMessage | Http2ServerRequest, response: ServerResponse | Http2ServerResponse) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const rewrite = (config.rewrites ?? []).find((rule) => matches(rule.source, path));
    const file = fileOf(path) ?? (rewrite ? fileOf(rewrite.destination) : null);
    if (!file) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not Found');
      return;
    }
    const body = bodyOf(file, String(request.headers['accept-encoding'] ?? ''));
    const headers: Record<string, string> = {
      ...headersFor(path, config),
      'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      etag: body.etag,
      vary: 'Accept-Encoding',
    };
    if (request.headers['if-none-match'] === body.etag) {
      response.writeHead(304, headers).end();
      return;
    }
    if (body.encoding) headers['content-encoding'] = body.encoding;
    headers['content-length'] = String(body.bytes.length);
    sentBytes.set(path, body.bytes.length);
    response.writeHead(200, headers);
    if (request.method === 'HEAD') response.end();
    else response.end(body.bytes);
  };
  const server = options.tls ? createSecureServer({ ...options.tls, allowHTTP1: true }, answer) : createServer(answer);
  // What close() ends at once: HTTP/2 sessions and HTTP/1.1 connections of the secure server (which lacks closeAllConnections).
  const open = new Set<ServerHttp2Session | Socket>();
  const track = (connection: ServerHttp2Session | Socket) => {
    open.add(connection);
    connection.once('close', () => open.delete(connection));
  };
  server.on('session', track);
  server.on('secureConnection', track);

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port, host, () => done());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `${options.tls ? 'https' : 'http'}://${host}:${port}`,
    bodyBytes: (path) => sentBytes.get(path),
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        if ('closeAllConnections' in server) server.closeAllConnections();
        for (const connection of open) connection.destroy();
      }),
  };
}
