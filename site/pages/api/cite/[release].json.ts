// /api/cite/<release>.json: each rule number of a release since 2003 as the newest release numbers
// it — [now (null: removed), changed since (1) or not (0)] — for /cite/. /api/cite/releases.json
// lists the releases; /api/cite/numbers.json says in which releases each number exists and what
// it is called today there; /api/cite/titles.json names the newest release's titled rules.
import type { APIRoute, GetStaticPaths } from 'astro';
import { citationTable, citeReleases, numberSpans, ruleTitles } from '#site/lib/data.ts';

export const getStaticPaths: GetStaticPaths = () => [
  ...citeReleases().releases.map((r) => ({ params: { release: r.date } })),
  { params: { release: 'releases' } },
  { params: { release: 'numbers' } },
  { params: { release: 'titles' } },
];

export const GET: APIRoute = ({ params }) => {
  const data =
    params.release === 'releases'
      ? citeReleases()
      : params.release === 'numbers'
        ? numberSpans()
        : params.release === 'titles'
          ? ruleTitles()
          : citationTable(params.release!);
  return new Response(JSON.stringify(data), {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
};
