// /r/index.json: every rule number the site holds and the versions that hold it (a bit per
// version, newest first), for the 404 page to help with an address that does not exist.
import type { APIRoute } from 'astro';
import { ruleIndexData } from '../../lib/data.ts';

export const GET: APIRoute = () =>
  new Response(JSON.stringify(ruleIndexData()), {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
