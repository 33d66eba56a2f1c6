// A link to a rule a rules page does not hold (/rules/2026-06-19/702.19/#702.19z): the page says
// so, offers the nearest rule it holds (the parent, its parent …) and the number's permanent
// address, which finds the rule on another page of the version or explains that it is not held.
// Loaded by rule-tools.ts only when the anchor is missing.
import { isRuleNumber, parentNumber } from '#scripts/model/rule-number.ts';
import { rulePermalink } from '#scripts/model/urls.ts';

export function explainMissing(note: HTMLElement, id: string, version: string): void {
  note.hidden = !(isRuleNumber(id) || /^\d$/.test(id));
  if (note.hidden) return;
  let near = parentNumber(id);
  while (near && !document.getElementById(near)) near = parentNumber(near);
  const link = (href: string, text: string) =>
    Object.assign(document.createElement('a'), { href, textContent: text });
  note.replaceChildren(
    `このページに ${id} はありません。`,
    ...(near ? ['いちばん近い規則：', link(`#${near}`, near), '。'] : []),
    link(rulePermalink(id, version), `${version} の ${id} をほかのページで探す`),
  );
}
