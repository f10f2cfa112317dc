/**
 * The Content-Security-Policy of firebase.json and the sources a build adds
 * to it. firebase.json holds the production policy; a build whose
 * configuration (VITE_ settings) names other services (the local emulators,
 * a local chain's JSON-RPC address…) lists their origins in `.csp-sources.json`
 * beside its files (hosting ignores dot files), and whoever serves that build
 * locally adds them (scripts/lib/hosting.ts). A build for a real project
 * instead checks that firebase.json already allows them.
 */
import { portsAt } from '../../src/lib/emulatorPorts.ts';

/** Directive → sources, in the policy's order. */
export type Sources = Record<string, string[]>;

/** The file a build writes its extra sources to (inside the build's folder). */
export const BUILD_SOURCES_FILE = '.csp-sources.json';

export function parsePolicy(policy: string): Sources {
  const parsed: Sources = {};
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) parsed[name.toLowerCase()] = sources;
  }
  return parsed;
}

export function formatPolicy(sources: Sources): string {
  return Object.entries(sources)
    .map(([name, list]) => [name, ...list].join(' '))
    .join('; ');
}

/** The policy with the sources added; a directive the policy lacks starts from default-src's sources. */
export function withSources(policy: string, extra: Sources): string {
  const parsed = parsePolicy(policy);
  for (const [name, sources] of Object.entries(extra)) {
    const current = parsed[name] ?? [...(parsed['default-src'] ?? [])];
    parsed[name] = [...current.filter((source) => source !== "'none'"), ...sources.filter((source) => !current.includes(source))];
  }
  return formatPolicy(parsed);
}

/** Whether a source expression (an origin, possibly with a `*.` host wildcard) allows an origin. */
function sourceAllows(source: string, origin: URL): boolean {
  const match = /^(?<scheme>[a-z][a-z0-9+.-]*):\/\/(?<host>[^/:]+)(?::(?<port>\d+|\*))?\/?$/i.exec(source);
  if (!match?.groups) return false;
  const { scheme, host, port } = match.groups;
  if (`${scheme.toLowerCase()}:` !== origin.protocol) return false;
  const hostAllowed = host.startsWith('*.') ? origin.hostname.endsWith(host.slice(1)) : origin.hostname === host.toLowerCase();
  return hostAllowed && (port === '*' || (port ?? '') === origin.port);
}

/** Whether the policy lets a directive reach an origin (by an origin source; 'self' and schemes are not checked). */
export function policyAllows(policy: string, directive: string, origin: string): boolean {
  const parsed = parsePolicy(policy);
  const sources = parsed[directive] ?? parsed['default-src'] ?? [];
  return sources.some((source) => sourceAllows(source, new URL(origin)));
}

type Env = Record<string, string | undefined>;

const isOn = (value: string | undefined) => value === 'true' || value === '1';

/**
 * The origins a build's configuration makes the app talk to, by directive:
 * - with VITE_USE_EMULATORS, the local Firebase emulators (Auth also in a frame: its sign-in widget;
 *   Storage also for pictures and videos);
 * - every VITE_ setting whose value is an http(s) or ws(s) address (a service the app calls), for connect-src;
 * - the Auth domain (VITE_FIREBASE_AUTH_DOMAIN), whose frame Firebase Auth's pop-up sign-in opens.
 */
export function buildSources(env: Env): Sources {
  const sources: Sources = { 'connect-src': [], 'frame-src': [], 'img-src': [], 'media-src': [] };
  const add = (directive: string, origin: string) => {
    if (!sources[directive].includes(origin)) sources[directive].push(origin);
  };
  if (isOn(env.VITE_USE_EMULATORS)) {
    const host = env.VITE_EMULATOR_HOST || '127.0.0.1';
    const ports = portsAt(Number(env.VITE_EMULATOR_PORT_OFFSET || 0));
    const at = (port: number) => `http://${host}:${port}`;
    for (const port of [ports.auth, ports.firestore, ports.functions, ports.storage]) add('connect-src', at(port));
    add('frame-src', at(ports.auth));
    add('img-src', at(ports.storage));
    add('media-src', at(ports.storage));
  } else if (env.VITE_FIREBASE_AUTH_DOMAIN) {
    add('frame-src', `https://${env.VITE_FIREBASE_AUTH_DOMAIN}`);
  }
  for (const [name, value] of Object.entries(env)) {
    if (!name.startsWith('VITE_') || !value || !/^(https?|wss?):\/\/[^/]/i.test(value)) continue;
    add('connect-src', new URL(value).origin);
  }
  return Object.fromEntries(Object.entries(sources).filter(([, list]) => list.length > 0));
}

/** The sources of a build that the policy does not allow, as 'directive origin' lines. */
export function missingSources(policy: string, sources: Sources): string[] {
  return Object.entries(sources).flatMap(([directive, origins]) =>
    origins.filter((origin) => !policyAllows(policy, directive, origin)).map((origin) => `${directive} ${origin}`),
  );
}
