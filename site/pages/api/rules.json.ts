// /api/rules.json: the versions, newest first, and which is the newest (the site's default).
import type { APIRoute } from 'astro';
import { siteData } from '../../lib/data.ts';
import { apiVersionUrl, rulesIndexUrl } from '../../../scripts/model/urls.ts';

export const GET: APIRoute = () => {
  const versions = siteData().versions;
  const body = {
    newest: versions[0]!.name,
    versions: versions.map((v) => ({ name: v.name, effective: v.effective, label: v.label, rules: v.rules, ja: v.ja, url: rulesIndexUrl(v.name), api: apiVersionUrl(v.name) })),
  };
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json; charset=utf-8' } });
};
