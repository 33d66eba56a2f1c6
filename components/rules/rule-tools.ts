// 「リンクをコピー」 and 「引用をコピー」 on every rule: the permanent address (absolute), or the
// rule cited in plain text — 「CR 702.19b（2026-06-19）」, its Japanese text (English where there
// is none), the link — for pasting into chat. Shown faintly beside every rule, fully on hover and
// focus and always on touch screens, in space the rule keeps free (no layout shift); a copy is
// confirmed on the button itself (「コピーしました」) and to screen readers. Settings (newest-version link, English text)
// are remembered in localStorage. Without JavaScript the rule number stays the permanent link.
const article = document.querySelector<HTMLElement>('article.rules-page[data-version]');

/** The icons narrow screens show (24×24 drawings: a chain link, a quotation mark). */
const ICONS = {
  link: 'M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7',
  cite: 'M7 7h4v4c0 3-1.5 5-4 6M15 7h4v4c0 3-1.5 5-4 6',
} as const;

function icon(action: 'link' | 'cite'): SVGSVGElement {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('class', 'icon');
  const path = document.createElementNS(ns, 'path');
  path.setAttribute('d', ICONS[action]);
  svg.append(path);
  return svg;
}

/** The visible label comes from the stylesheet (a word, or an icon on narrow screens); the accessible name is the whole action. */
function button(label: string, action: 'link' | 'cite'): HTMLButtonElement {
  const b = Object.assign(document.createElement('button'), { type: 'button' });
  b.dataset.copy = action;
  b.setAttribute('aria-label', label);
  b.append(icon(action));
  return b;
}

if (article) {
  const version = article.dataset.version!;
  // The copying code loads when a reader comes near the rules, before any click needs it.
  let copying: Promise<typeof import('./rule-copy.ts')> | null = null;
  const load = () => (copying ??= import('./rule-copy.ts'));
  article.addEventListener('pointerover', () => void load(), { once: true });
  article.addEventListener('focusin', () => void load(), { once: true });
  for (const body of article.querySelectorAll<HTMLElement>('li.rule > .rule-body')) {
    const number = body.parentElement!.id;
    const tools = Object.assign(document.createElement('span'), { className: 'rule-tools' });
    tools.append(
      button(`${number} のリンクをコピー`, 'link'),
      button(`${number} の引用をコピー`, 'cite'),
    );
    // Right after the rule number, so that Tab goes number → リンク → 引用 → the text's links.
    body.querySelector(':scope > .rule-number')?.after(tools);
  }
  article.addEventListener('click', (e) => {
    const b = (e.target as Element).closest<HTMLButtonElement>('button[data-copy]');
    if (!b) return;
    void load().then((m) => m.copyFor(b, version));
  });
  // The settings: the boxes show what is saved when the settings open (the code that reads and
  // saves them loads then), and a change is saved at once.
  const form = document.getElementById('cite-settings') as HTMLFieldSetElement | null;
  const box = document.getElementById('cite-settings-box') as HTMLDetailsElement | null;
  if (form && box) {
    // A box ticked before the saved settings are shown keeps what the reader chose.
    const touched = new Set<string>();
    box.addEventListener('toggle', () => {
      if (box.open) void load().then((m) => m.showSettings(form, touched));
    });
    form.addEventListener('change', (e) => {
      const input = e.target as HTMLInputElement;
      touched.add(input.name);
      void load().then((m) => m.saveSetting(input));
    });
    box.hidden = false;
  }
  // The banner of an older version names where the rule in view lives now.
  const latest = document.getElementById('latest-link') as HTMLAnchorElement | null;
  const follow = () => {
    const id = decodeURIComponent(location.hash.slice(1));
    const badge = id
      ? document
          .getElementById(id)
          ?.querySelector<HTMLAnchorElement>(':scope > .rule-body > a.badge-latest')
      : null;
    if (latest && badge) {
      latest.href = badge.href;
      // Named for where it goes: 「最新版の 702.19b」.
      latest.textContent = badge.textContent!.replace(/^最新版：/, '最新版の ');
    }
  };
  follow();
  window.addEventListener('hashchange', follow);
  // A link to an anchor this page does not hold (#702.19z): the note's code loads only then.
  const missing = document.getElementById('missing-anchor');
  const check = () => {
    const id = decodeURIComponent(location.hash.slice(1));
    if (!missing) return;
    if (!id || document.getElementById(id)) missing.hidden = true;
    else void import('./missing-anchor.ts').then((m) => m.explainMissing(missing, id, version));
  };
  check();
  window.addEventListener('hashchange', check);
}
