// The public JSON shape of a rule (/api/rules/<version>/<number>.json and the version file).
import type { RuleView } from './rules-data.ts';
import type { Segment } from '../link/linker.ts';
import { rulePermalink, ruleUrl } from '../model/urls.ts';

export const plain = (segments: Segment[] | null): string | null => (segments ? segments.map((s) => (s.type === 'text' ? s.value : s.raw)).join('') : null);

export function ruleJson(version: string, r: RuleView) {
  return {
    number: r.number,
    version,
    url: ruleUrl(version, r.number),
    permalink: rulePermalink(r.number, version),
    text: { ja: plain(r.ja), en: plain(r.en) },
    /** Japanese from another version: carried (text.ja holds it) or outdated (only here, beside the English). */
    translation: r.translation ? { status: r.translation.status, version: r.translation.version, number: r.translation.number, text: r.translation.status === 'outdated' ? plain(r.translation.text) : null } : null,
    garbled: r.garbled.map((g) => g.message),
    examples: { ja: r.examples.ja.map(plain), en: r.examples.en.map(plain) },
    /** The same rule in the next and the previous release, and in the newest version (following renumberings). */
    next: r.next && { version: r.next.version, number: r.next.number, status: r.next.status },
    previous: r.previous && { version: r.previous.version, number: r.previous.number, status: r.previous.status },
    latest: r.latest && { version: r.latest.version, number: r.latest.number },
    parent: r.parent,
    children: r.children,
    references: r.cites,
    backReferences: r.citedBy.map((b) => ({ kind: b.kind, url: b.href, label: b.label })),
  };
}
