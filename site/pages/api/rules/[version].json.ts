// /api/rules/<version>.json: the whole version, keyed by rule number, as the pipeline shaped it.
import type { APIRoute } from 'astro';
import { apiVersionData, siteData } from '#site/lib/data.ts';

export function getStaticPaths() {
  return siteData().versions.map((v) => ({ params: { version: v.name } }));
}

export const GET: APIRoute = ({ params }) =>
  new Response(JSON.stringify(apiVersionData(params.version!)), {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
