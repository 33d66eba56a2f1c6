// /search/jumps.json: the exact-jump table the search page reads (built by the pipeline).
import { jumpData } from '../../lib/data.ts';

export const GET = () =>
  new Response(`${JSON.stringify(jumpData())}\n`, {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
