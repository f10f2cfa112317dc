/**
 * The Firebase Hosting settings of firebase.json, for serving a build the way
 * Hosting serves it: the same rewrites, security headers and cache headers.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface HostingHeader {
  key: string;
  value: string;
}

export interface HostingConfig {
  public: string;
  headers: { source: string; headers: HostingHeader[] }[];
  rewrites: { source: string; destination: string }[];
  [setting: string]: unknown;
}

export function readHostingConfig(root: string): HostingConfig {
  return (JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')) as { hosting: HostingConfig }).hosting;
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

/**
 * The hosting settings with more sources allowed by its Content-Security-Policy:
 * a build for the local emulators talks to them instead of Google's endpoints,
 * so only their origins are added; every other header stays as deployed.
 */
export function withPolicySources(hosting: HostingConfig, additions: Record<string, string[]>): HostingConfig {
  return {
    ...hosting,
    headers: hosting.headers.map((rule) => ({
      ...rule,
      headers: rule.headers.map((header) =>
        header.key.toLowerCase() === 'content-security-policy' ? { ...header, value: extendPolicy(header.value, additions) } : header,
      ),
    })),
  };
}
