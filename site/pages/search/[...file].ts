// /search/<version>/docs.json, /search/<version>/t<k>.json, /search/lexicon.json,
// /search/jumps/<k>.json …: the search index as the pipeline wrote it, compact.
import type { APIRoute } from 'astro';
import { searchIndexFiles } from '#site/lib/data.ts';

export function getStaticPaths() {
  return searchIndexFiles().map((f) => ({ params: { file: f.path }, props: { data: f.data } }));
}

export const GET: APIRoute = ({ props }) =>
  new Response(JSON.stringify(props.data), {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
