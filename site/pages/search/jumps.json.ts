// /search/jumps.json: the exact-jump table the search page reads (built by the pipeline).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generatedDir } from '../../../scripts/model/paths.ts';

export const GET = () => new Response(readFileSync(join(generatedDir(), 'data/search-jumps.json')), { headers: { 'content-type': 'application/json; charset=utf-8' } });
