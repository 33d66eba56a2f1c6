// The 404 page's help for rule addresses that do not exist (what to say: rule-address.ts).
import { explain, parseRuleAddress, type RuleIndex, type RuleThen } from './rule-address.ts';
import { withBase, withoutBase } from '#scripts/model/base-path.ts';
import { ruleAddressStrings as t } from '#components/strings/rule-address.ts';

const box = document.getElementById('unknown-rule');
const address = parseRuleAddress(withoutBase(location.pathname) ?? '');
if (box && address) {
  // What a version numbered a rule otherwise is a help, not a need: without it, the rest is said.
  const thenData = fetch(withBase('/r/then.json'))
    .then((r) => (r.ok ? (r.json() as Promise<RuleThen>) : {}))
    .catch(() => ({}));
  void Promise.all([
    fetch(withBase('/r/index.json')).then((r) => r.json() as Promise<RuleIndex>),
    thenData,
  ])
    .then(([index, then]) => {
      const e = explain(address, index, then);
      const p = (text: string) => Object.assign(document.createElement('p'), { textContent: text });
      const link = (href: string, text: string) =>
        Object.assign(document.createElement('a'), { href, textContent: text });
      const parts: HTMLElement[] = [
        Object.assign(document.createElement('h2'), { textContent: e.message }),
      ];
      if (e.then) {
        const q = p(t['rule.then.before'](address.version ?? index.versions[0]!));
        q.append(link(e.then.href, e.then.number), t['rule.then.after']);
        parts.push(q);
      }
      if (e.nearest) {
        const q = p(e.lead);
        q.append(link(e.nearest.href, e.nearest.number));
        parts.push(q);
      }
      if (e.elsewhere.length) {
        const q = p('同じ番号の規則がある版：');
        e.elsewhere.forEach((x, i) =>
          q.append(
            ...(i ? [document.createTextNode('、')] : []),
            link(x.href, `${x.version} の ${address.number}`),
          ),
        );
        parts.push(q);
      }
      box.replaceChildren(...parts);
      box.hidden = false;
    })
    .catch(() => undefined);
}
