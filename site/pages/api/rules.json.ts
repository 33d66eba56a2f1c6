// /api/rules.json: the versions, newest first, and which is the newest (the site's default).
import type { APIRoute } from 'astro';
import { apiVersionsData } from '../../lib/data.ts';

export const GET: APIRoute = () =>
  new Response(JSON.stringify(apiVersionsData()), {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
