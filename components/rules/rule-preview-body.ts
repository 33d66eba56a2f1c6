// Previews for rule links: hovering or focusing a link shows the rule (number, version,
// text) without leaving the page; a screen reader hears the number and first sentence only, and
// the preview never covers the control that has the focus. A first tap on a touch screen shows the preview, a second
// tap follows the link. The preview floats above the page (no layout shift); without
// JavaScript the links simply work. Loaded by rule-preview.ts when a reader first comes to a rule
// link, which hands over that first event (start).
import { apiRuleUrl, ruleUrl } from '#scripts/model/urls.ts';
import type { ApiRule as RuleJson } from '#scripts/model/data-contract.ts';
import { dropStraySpaces } from '#scripts/model/segments.ts';
import { networkReachable } from '../offline/reachable.ts';

const SELECTOR = 'a[data-rule][data-version]';
const cache = new Map<string, Promise<Preview | null>>();
let tip: HTMLDivElement | null = null;
/** What a screen reader is told of the link: the rule's number and first sentence, not the whole preview. */
let brief: HTMLSpanElement | null = null;
let current: HTMLAnchorElement | null = null;
let lastPointer = '';
let showTimer = 0;
/** For a touch: was this link's preview already open when the finger came down? */
let tapWasOpen = false;
/** Only the latest show() may fill the preview once its fetch returns. */
let showToken = 0;

/** What a preview shows of a rule: its text, and the translation's provenance where the API says. */
type Preview = Pick<RuleJson, 'text'> & { translation?: RuleJson['translation'] };

function load(version: string, number: string): Promise<Preview | null> {
  const key = `${version}/${number}`;
  if (!cache.has(key)) {
    cache.set(
      key,
      fetch(apiRuleUrl(version, number)).then(
        (r) =>
          r.ok
            ? (r.json() as Promise<RuleJson>).catch(() =>
                fromPage(ruleUrl(version, number), number),
              )
            : fromPage(ruleUrl(version, number), number),
        () => fromPage(ruleUrl(version, number), number),
      ),
    );
  }
  return cache.get(key)!;
}

/**
 * The rule read from its own page, where the API file cannot be had: offline, the pages a reader
 * saved are in the cache while the per-rule files are not, so a preview still shows the text.
 */
async function fromPage(href: string, number: string): Promise<Preview | null> {
  const url = new URL(href.split('#')[0]!, location.href).href;
  const saved = 'caches' in window ? await caches.match(url).catch(() => undefined) : undefined;
  const res = saved ?? (await fetch(url).catch(() => null));
  if (!res?.ok) return null;
  const doc = new DOMParser().parseFromString(await res.text(), 'text/html');
  const el = doc.getElementById(number);
  // A section's or keyword's number: its page's heading holds its title.
  if (el?.tagName === 'H1') {
    const en = el.querySelector('.title-en')?.textContent ?? null;
    el.querySelectorAll('.rule-number, .title-en').forEach((e) => e.remove());
    const title = el.textContent?.trim() ?? '';
    return { text: el.querySelector('[lang="en"]') ? { ja: null, en: title } : { ja: title, en } };
  }
  const body = el?.querySelector(':scope > .rule-body');
  const text = body?.querySelector(':scope > .rule-text');
  if (!body || !text) return null;
  const en = body.querySelector(':scope > details.rule-en > p[lang="en"]');
  const ja = text.getAttribute('lang') === 'ja' ? text.textContent : null;
  return { text: { ja, en: en?.textContent ?? (ja ? null : text.textContent) } };
}

function tooltip(): HTMLDivElement {
  if (!tip) {
    tip = document.createElement('div');
    tip.id = 'rule-preview';
    tip.className = 'rule-preview';
    tip.setAttribute('role', 'tooltip');
    tip.hidden = true;
    brief = document.createElement('span');
    brief.id = 'rule-preview-brief';
    brief.className = 'visually-hidden';
    document.body.append(tip, brief);
  }
  return tip;
}

/** The first sentence of a rule's text (Japanese 。 or English . ), for the link's description. */
const firstSentence = (text: string) => /^.*?(?:。|\.(?=\s|$))/su.exec(text)?.[0] ?? text;

function place(el: HTMLElement, link: HTMLAnchorElement): void {
  const r = link.getBoundingClientRect();
  const width = Math.min(420, document.documentElement.clientWidth - 16);
  el.style.inlineSize = `${width}px`;
  const left = Math.max(8, Math.min(r.left, document.documentElement.clientWidth - width - 8));
  el.style.left = `${left + window.scrollX}px`;
  const below = r.bottom + window.scrollY + 6;
  el.style.top = `${below}px`;
  // Flip above the link when there is no room below, or when below it would cover the control
  // that has the focus (a stepper's buttons under a rule link hovered); hidden if both would.
  const h = el.offsetHeight;
  const above = `${r.top + window.scrollY - h - 6}px`;
  if (r.bottom + h + 12 > window.innerHeight && r.top > h + 12) el.style.top = above;
  if (coversFocus(el, link)) el.style.top = above;
  el.hidden = coversFocus(el, link);
}

function coversFocus(el: HTMLElement, link: HTMLAnchorElement): boolean {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || focused === link || focused === document.body)
    return false;
  const a = el.getBoundingClientRect();
  const b = focused.getBoundingClientRect();
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

async function show(link: HTMLAnchorElement): Promise<void> {
  const token = ++showToken;
  current = link;
  const version = link.dataset.version!;
  const number = link.dataset.rule!;
  const el = tooltip();
  el.replaceChildren(
    Object.assign(document.createElement('p'), {
      className: 'rule-preview-head',
      textContent: `${number}（総合ルール ${version}）`,
    }),
  );
  const body = document.createElement('p');
  body.className = 'rule-preview-text';
  body.textContent = '読み込み中…';
  el.append(body);
  el.hidden = false;
  brief!.textContent = `${number}（${version}）`;
  link.setAttribute('aria-describedby', brief!.id);
  place(el, link);
  const rule = await load(version, number);
  if (token !== showToken) return;
  if (!rule) {
    body.textContent = (await networkReachable())
      ? 'この規則はまだ収録されていません。'
      : 'オフラインのため読み込めません（この規則のページは保存されていません）。';
  } else {
    // As the rule page shows it: the stray spaces between Japanese characters dropped.
    const text = dropStraySpaces(rule.text.ja ?? rule.text.en ?? '').text;
    body.lang = rule.text.ja ? 'ja' : 'en';
    body.textContent = text.length > 360 ? `${text.slice(0, 360)}…` : text;
    brief!.lang = body.lang;
    brief!.textContent = `${number}：${firstSentence(text)}`;
    const t = rule.translation;
    const label = t
      ? `${t.status === 'carried' ? '訳' : '旧訳あり'}：${t.version}`
      : rule.text.ja
        ? null
        : '日本語訳なし';
    if (label)
      el.append(
        Object.assign(document.createElement('p'), { className: 'badge', textContent: label }),
      );
  }
  if (lastPointer === 'touch') {
    const go = Object.assign(document.createElement('a'), {
      href: link.href,
      textContent: 'この規則を開く',
    });
    el.append(go);
  }
  place(el, link);
}

function hide(): void {
  window.clearTimeout(showTimer);
  if (current) current.removeAttribute('aria-describedby');
  current = null;
  if (tip) tip.hidden = true;
}

function linkOf(target: EventTarget | null): HTMLAnchorElement | null {
  return target instanceof Element ? target.closest<HTMLAnchorElement>(SELECTOR) : null;
}

/**
 * The previews' listeners, from now on; `first` is the event that brought the reader to a rule
 * link (a pointer over it, the focus on it, a first tap), and `pointer` the last pointer's type.
 */
export function start(first: Event, pointer: string): void {
  lastPointer = pointer;
  document.addEventListener('pointerdown', (e) => {
    lastPointer = e.pointerType;
    // Focus (and so a preview) follows pointerdown; decide now what this tap is for.
    tapWasOpen = !!tip && !tip.hidden && current === linkOf(e.target);
    if (tip && !tip.hidden && !tip.contains(e.target as Node) && !linkOf(e.target)) hide();
  });
  document.addEventListener('pointerover', (e) => {
    if (e.pointerType === 'touch') return;
    const link = linkOf(e.target);
    if (!link || link === current) return;
    window.clearTimeout(showTimer);
    showTimer = window.setTimeout(() => void show(link), 120);
  });
  document.addEventListener('pointerout', (e) => {
    if (e.pointerType === 'touch') return;
    const link = linkOf(e.target);
    const to = e.relatedTarget as Node | null;
    if (link && !(to && (link.contains(to) || tip?.contains(to)))) hide();
  });
  document.addEventListener('focusin', (e) => {
    const link = linkOf(e.target);
    if (link) void show(link);
  });
  document.addEventListener('focusout', (e) => {
    const to = e.relatedTarget as Node | null;
    if (linkOf(e.target) && !(to && tip?.contains(to))) hide();
  });
  // Captured: before disclosures.ts, which closes the disclosure around it on the same Escape.
  document.addEventListener(
    'keydown',
    (e) => {
      if (e.key === 'Escape' && current && tip && !tip.hidden) {
        e.preventDefault();
        hide();
      }
    },
    true,
  );
  document.addEventListener('click', (e) => {
    const link = linkOf(e.target);
    // On touch, the first tap previews; the second (or the link in the preview) navigates.
    if (link && lastPointer === 'touch' && !tapWasOpen) {
      e.preventDefault();
      void show(link);
    }
  });
  const link = linkOf(first.target);
  if (!link) return;
  // A pointer that has left the link while this loaded shows nothing.
  if (first.type === 'pointerover')
    showTimer = window.setTimeout(() => void (link.matches(':hover') && show(link)), 120);
  else void show(link);
}
