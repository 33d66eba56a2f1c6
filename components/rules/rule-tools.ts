// 「リンクをコピー」 and 「引用をコピー」 on every rule: the permanent address (absolute), or the
// rule cited in plain text — 「CR 702.19b（2026-06-19）」, its Japanese text (English where there
// is none), the link — for pasting into chat. Shown on hover and focus, always on touch screens,
// in space the rule keeps free (no layout shift). Settings (newest-version link, English text)
// are remembered in localStorage. Without JavaScript the rule number stays the permanent link.
import { rulePermalink } from '../../scripts/model/urls.ts';

const SETTINGS_KEY = 'cite-settings';
const article = document.querySelector<HTMLElement>('article.rules-page[data-version]');
const status = document.getElementById('copy-status');

interface Settings {
  newest: boolean;
  english: boolean;
}

function settings(): Settings {
  try {
    return { newest: false, english: false, ...(JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? '{}') as Partial<Settings>) };
  } catch {
    return { newest: false, english: false };
  }
}

/** The absolute permanent address of a rule, from the site's configured origin. */
export function ruleLink(number: string, version: string, s: Settings): string {
  const origin = (import.meta.env.SITE as string | undefined)?.replace(/\/$/, '') ?? location.origin;
  return `${origin}${rulePermalink(number, s.newest ? null : version)}`;
}

/** The rule as plain text: number and version, its text, its link. */
export function citation(body: HTMLElement, number: string, version: string, s: Settings): string {
  const own = (sel: string) => body.querySelector<HTMLElement>(`:scope > ${sel}`)?.textContent?.trim() ?? '';
  const ja = own('.rule-text[lang="ja"]');
  const en = own('details.rule-en > p[lang="en"]') || own('.rule-text[lang="en"]');
  const english = s.english || !ja;
  const head = english ? `CR ${number} (${version})` : `CR ${number}（${version}）`;
  return `${head}\n${(english ? en : ja).replace(/\s+/g, ' ')}\n${ruleLink(number, version, s)}`;
}

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Older browsers, or a page not allowed the clipboard: a selected textarea and the copy command.
    const area = Object.assign(document.createElement('textarea'), { value: text });
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}

function say(message: string): void {
  if (!status) return;
  // Cleared first so that the same message is announced again.
  status.textContent = '';
  requestAnimationFrame(() => (status.textContent = message));
}

function button(label: string, action: 'link' | 'cite'): HTMLButtonElement {
  const b = Object.assign(document.createElement('button'), { type: 'button' });
  // A symbol on narrow screens, a word on wide ones; the accessible name is the whole action.
  b.append(Object.assign(document.createElement('span'), { className: 'tool-icon', textContent: action === 'link' ? '🔗' : '❝' }), Object.assign(document.createElement('span'), { className: 'tool-label', textContent: action === 'link' ? 'リンク' : '引用' }));
  b.dataset.copy = action;
  b.setAttribute('aria-label', label);
  b.title = label;
  return b;
}

if (article) {
  const version = article.dataset.version!;
  for (const body of article.querySelectorAll<HTMLElement>('li.rule > .rule-body')) {
    const number = body.parentElement!.id;
    const tools = Object.assign(document.createElement('span'), { className: 'rule-tools' });
    tools.append(button(`${number} のリンクをコピー`, 'link'), button(`${number} の引用をコピー`, 'cite'));
    // Right after the rule number, so that Tab goes number → リンク → 引用 → the text's links.
    body.querySelector(':scope > .rule-number')?.after(tools);
  }
  article.addEventListener('click', (e) => {
    const b = (e.target as Element).closest<HTMLButtonElement>('button[data-copy]');
    if (!b) return;
    const body = b.closest<HTMLElement>('.rule-body')!;
    const number = body.parentElement!.id;
    const s = settings();
    const text = b.dataset.copy === 'link' ? ruleLink(number, version, s) : citation(body, number, version, s);
    void copy(text).then((ok) => say(ok ? `コピーしました：${b.dataset.copy === 'link' ? 'リンク' : '引用'}（${number}）` : 'コピーできませんでした'));
  });
  const form = document.getElementById('cite-settings') as HTMLFieldSetElement | null;
  if (form) {
    const current = settings();
    for (const input of form.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')) {
      input.checked = current[input.name as keyof Settings];
      input.addEventListener('change', () => {
        localStorage.setItem(SETTINGS_KEY, JSON.stringify({ ...settings(), [input.name]: input.checked }));
      });
    }
    form.hidden = false;
  }
  // The banner of an older version names where the rule in view lives now.
  const latest = document.getElementById('latest-link') as HTMLAnchorElement | null;
  const follow = () => {
    const id = decodeURIComponent(location.hash.slice(1));
    const badge = id ? document.getElementById(id)?.querySelector<HTMLAnchorElement>(':scope > .rule-body > a.badge-latest') : null;
    if (latest && badge) {
      latest.href = badge.href;
      latest.textContent = badge.textContent!.replace(/^最新版：/, '');
    }
  };
  follow();
  window.addEventListener('hashchange', follow);
}
