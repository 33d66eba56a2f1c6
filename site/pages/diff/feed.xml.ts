// /diff/feed.xml: an Atom feed of rules updates (one entry per release), for feed readers.
import type { APIRoute } from 'astro';
import { diffData, releaseIndex, releases, siteData } from '../../lib/data.ts';
import { diffUrl, releaseUpdateUrl } from '#scripts/model/urls.ts';
import { CHANGE_KINDS } from '#scripts/model/data-contract.ts';
import { changeKindLabels, strings as t } from '#components/strings.ts';
import { escapeMarkup as escape } from '#scripts/model/escape.ts';
import { withBase } from '#scripts/model/base-path.ts';

export const GET: APIRoute = ({ site }) => {
  // Addresses carry the base path already: only the origin comes from the public address.
  const base = site?.origin ?? '';
  const effective = new Map(siteData().versions.map((v) => [v.name, v.effective]));
  const updated = (v: string) => `${effective.get(v) ?? '2000-01-01'}T00:00:00Z`;
  const entries = releases().map((p) => {
    const { total } = diffData(p.old, p.new).counts;
    const summary = CHANGE_KINDS.filter((k) => total[k] > 0)
      .map((k) => `${changeKindLabels[k]} ${total[k]}`)
      .join('・');
    const url = `${base}${diffUrl(p.old, p.new)}`;
    return [
      '  <entry>',
      `    <id>tag:mtg-rules-wiki-ja,2026:diff/${escape(p.old)}/${escape(p.new)}</id>`,
      `    <title>${t['release.title'](escape(p.new))}</title>`,
      `    <updated>${updated(p.new)}</updated>`,
      `    <link rel="alternate" type="text/html" href="${escape(url)}"/>`,
      `    <summary>${escape(t['feed.summary'](p.old, p.new, p.via.length, summary, p.counts.glossary))}</summary>`,
      '  </entry>',
    ].join('\n');
  });
  // Every release since 2003 (English), each against the one before it.
  const history = releaseIndex().flatMap((r) => {
    if (!r.previous) return [];
    const c = r.counts;
    const url = `${base}${releaseUpdateUrl(r.date)}`;
    const counts = [
      `${changeKindLabels.added} ${c.added}`,
      `${changeKindLabels.removed} ${c.removed}`,
      `${changeKindLabels.modified} ${c.modified}`,
      `${changeKindLabels.referencesOnly} ${c.referencesOnly}`,
      `${changeKindLabels.renumbered} ${c.renumbered + c.renumberedModified}`,
    ];
    return [
      '  <entry>',
      `    <id>tag:mtg-rules-wiki-ja,2026:diff/releases/${escape(r.date)}</id>`,
      `    <title>${t['feed.releaseTitle'](escape(r.date))}</title>`,
      `    <updated>${escape(r.date)}T00:00:00Z</updated>`,
      `    <link rel="alternate" type="text/html" href="${escape(url)}"/>`,
      `    <summary>${escape(t['feed.releaseSummary'](r.previous, r.date, counts))}</summary>`,
      '  </entry>',
    ].join('\n');
  });
  const newest = releases()[0];
  const body = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="ja">',
    '  <id>tag:mtg-rules-wiki-ja,2026:diff</id>',
    `  <title>${t['site.name']}：${t['site.feedTitle']}</title>`,
    `  <updated>${newest ? updated(newest.new) : '2000-01-01T00:00:00Z'}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${escape(`${base}${withBase('/diff/feed.xml')}`)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escape(`${base}${diffUrl()}`)}"/>`,
    `  <author><name>${t['site.name']}</name></author>`,
    ...entries,
    ...history,
    '</feed>',
    '',
  ].join('\n');
  return new Response(body, { headers: { 'content-type': 'application/atom+xml; charset=utf-8' } });
};
