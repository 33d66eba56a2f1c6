// /api/rules/<version>/<number>.json: one rule (what the link previews read, too).
import type { APIRoute } from 'astro';
import { siteData, versionData, type RuleView } from '../../../../lib/data.ts';
import { ruleJson } from '../../../../../scripts/emit/rule-json.ts';

export function getStaticPaths() {
  return siteData().versions.flatMap((v) => versionData(v.name).rules.map((r) => ({ params: { version: v.name, number: r.number }, props: { rule: r } })));
}

export const GET: APIRoute = ({ params, props }) =>
  new Response(JSON.stringify(ruleJson(params.version!, props.rule as RuleView)), { headers: { 'content-type': 'application/json; charset=utf-8' } });
