// /api/rules/<version>/<number>.json: one rule (what the link previews read, too), as the pipeline shaped it.
import type { APIRoute } from 'astro';
import { apiVersionData, siteData, type ApiRule } from '#site/lib/data.ts';

export function getStaticPaths() {
  return siteData().versions.flatMap((v) =>
    Object.values(apiVersionData(v.name).rules).map((rule) => ({
      params: { version: v.name, number: rule.number },
      props: { rule },
    })),
  );
}

export const GET: APIRoute = ({ props }) =>
  new Response(JSON.stringify(props.rule as ApiRule), {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
