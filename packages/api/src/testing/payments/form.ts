import type { Json } from './objects';

/** Parses the SDK's application/x-www-form-urlencoded bracket syntax: `a[b][0][c]=v` -> { a: { b: [{ c: 'v' }] } }. */
export function parseStripeForm(encoded: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
    if (!match?.[1]) continue;
    const path = [match[1], ...[...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? '')];
    if (
      path.some((segment) => segment === '__proto__' || segment === 'constructor' || segment === 'prototype')
    ) {
      continue;
    }
    let node = root;
    path.forEach((segment, index) => {
      if (index === path.length - 1) {
        node[segment] = value;
      } else {
        const next = node[segment];
        node = (typeof next === 'object' && next !== null ? next : (node[segment] = {})) as Json;
      }
    });
  }
  return arrayify(root) as Json;
}

function arrayify(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value as Json).map(([k, v]) => [k, arrayify(v)] as const);
  if (entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k))) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v);
  }
  return Object.fromEntries(entries);
}
