// /api/rules/<version>.json: the whole version, keyed by rule number.
import type { APIRoute } from 'astro';
import { siteData, versionData } from '../../../lib/data.ts';
import { ruleJson } from '../../../../scripts/emit/rule-json.ts';

export function getStaticPaths() {
  return siteData().versions.map((v) => ({ params: { version: v.name }, props: { info: v } }));
}

export const GET: APIRoute = ({ params, props }) => {
  const version = params.version!;
  const view = versionData(version);
  const { sources, ...info } = props.info as ReturnType<typeof siteData>['versions'][number];
  const body = { version: info, rules: Object.fromEntries(view.rules.map((r) => [r.number, ruleJson(version, r)])) };
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json; charset=utf-8' } });
};
