// /r/then.json: per version, what it numbered a rule that other versions number otherwise (where it
// does not hold that number itself), for the 404 page to say what a rule was called then.
import type { APIRoute } from 'astro';
import { ruleThenData } from '#site/lib/data.ts';

export const GET: APIRoute = () =>
  new Response(JSON.stringify(ruleThenData()), {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
