// 「ほかの版で見る」 keeps the rule the reader is at, not only the section: at 702.19b of
// 2026-06-19, its 2008-10-01 link leads to 502.9b there. The rule is the one the address names
// (#702.19b), else the first one on screen below the heading; where it was in each version comes
// from its own 「この規則の歴史」: each run links the rule's permanent address in its newest
// release (/r/<version>/<number>/) and lists the releases it covers when more than one. Without
// JavaScript, or for a version the rule is not in, the links lead to the section, as rendered.
// Loaded by version-switch.ts when the switcher first opens.
import { ruleUrl } from '#scripts/model/urls.ts';
import { withBase, withoutBase } from '#scripts/model/base-path.ts';

function currentRule(): HTMLElement | null {
  const id = decodeURIComponent(location.hash.slice(1));
  const named = id ? document.getElementById(id) : null;
  if (named?.matches('li.rule')) return named;
  const top = (document.querySelector('.version-banner')?.getBoundingClientRect().bottom ?? 0) + 1;
  // At the heading, the reader is at the section (or keyword) itself.
  if ((document.querySelector('h1')?.getBoundingClientRect().bottom ?? 0) > top) return null;
  return (
    [...document.querySelectorAll<HTMLElement>('li.rule')].find(
      (r) => r.querySelector('.rule-body')!.getBoundingClientRect().bottom > top,
    ) ?? null
  );
}

/** What follows the rule for a switcher: sets its links to where the rule the reader is at was in each version. */
export function follower(switcher: HTMLDetailsElement): () => void {
  const links = [...switcher.querySelectorAll<HTMLAnchorElement>('a[data-version]')];
  // As rendered: where a link leads for a version the rule is not in.
  const rendered = links.map((a) => ({
    href: a.getAttribute('href')!,
    note: a.nextElementSibling?.textContent ?? '',
  }));
  function follow(): void {
    const rule = currentRule();
    // Each run: the releases it covers, and the rule's number there.
    const runs = [
      ...(rule?.querySelectorAll<HTMLAnchorElement>(
        `:scope > .rule-body > details.rule-history li > a[href^="${withBase('/r/')}"]`,
      ) ?? []),
    ].map((a) => {
      const [, release, number] = decodeURI(withoutBase(a.pathname) ?? '')
        .split('/')
        .filter(Boolean);
      const listed = a.parentElement!.dataset.versions;
      return { versions: listed ? listed.split(' ') : [release!], number: number! };
    });
    links.forEach((a, i) => {
      const version = a.dataset.version!;
      const number = runs.find((r) => r.versions.includes(version))?.number;
      a.href = number ? ruleUrl(version, number) : rendered[i]!.href;
      const note = a.nextElementSibling;
      if (note) note.textContent = number ? `（${number}）` : rendered[i]!.note;
    });
  }
  return follow;
}
