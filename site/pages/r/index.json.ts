// /r/index.json: every rule number the site holds and the versions that hold it (a bit per
// version, newest first), for the 404 page to help with an address that does not exist.
import type { APIRoute } from 'astro';
import { siteData, versionData } from '../../lib/data.ts';

export const GET: APIRoute = () => {
  const versions = siteData().versions.map((v) => v.name);
  const held: Record<string, number> = {};
  versions.forEach((v, i) => {
    for (const r of versionData(v).rules) held[r.number] = (held[r.number] ?? 0) | (1 << i);
  });
  const numbers = Object.fromEntries(Object.entries(held).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return new Response(JSON.stringify({ versions, numbers }), { headers: { 'content-type': 'application/json; charset=utf-8' } });
};
