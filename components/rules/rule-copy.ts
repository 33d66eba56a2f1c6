// The copying itself, loaded on the first click of a copy button (keeps the page's JavaScript small).
import { rulePermalink } from '#scripts/model/urls.ts';
import { settings, SETTINGS_KEY, type Settings } from './cite-settings.ts';
import { copyText as copy, sharedOrigin } from '../copy-text.ts';

const status = document.getElementById('copy-status');

/** The absolute permanent address of a rule: from the site's public address (SITE_URL) when the build had one, else from the address the reader is on. */
export function ruleLink(number: string, version: string, s: Settings): string {
  // The address carries the base path already: only the origin comes from the public address.
  return `${sharedOrigin()}${rulePermalink(number, s.newest ? null : version)}`;
}

/** The rule as plain text: number and version, its text, its link. */
export function citation(body: HTMLElement, number: string, version: string, s: Settings): string {
  const own = (sel: string) =>
    body.querySelector<HTMLElement>(`:scope > ${sel}`)?.textContent?.trim() ?? '';
  const ja = own('.rule-text[lang="ja"]');
  const en = own('details.rule-en > p[lang="en"]') || own('.rule-text[lang="en"]');
  const english = s.english || !ja;
  const head = english ? `CR ${number} (${version})` : `CR ${number}（${version}）`;
  return `${head}\n${(english ? en : ja).replace(/\s+/g, ' ')}\n${ruleLink(number, version, s)}`;
}

/** How long a button says 「コピーしました」 (ms). */
const COPIED_SHOWN = 2000;

function say(message: string): void {
  if (!status) return;
  // Cleared first so that the same message is announced again.
  status.textContent = '';
  requestAnimationFrame(() => (status.textContent = message));
}

/** Copies what a copy button asks for, and announces it. */
export async function copyFor(b: HTMLButtonElement, version: string): Promise<void> {
  const body = b.closest<HTMLElement>('.rule-body')!;
  const number = body.parentElement!.id;
  const s = settings();
  const text =
    b.dataset.copy === 'link' ? ruleLink(number, version, s) : citation(body, number, version, s);
  const copied = await copy(text);
  say(
    copied
      ? `コピーしました：${b.dataset.copy === 'link' ? 'リンク' : '引用'}（${number}）`
      : 'コピーできませんでした',
  );
  // Seen on the button too, for a while.
  if (copied) {
    b.dataset.copied = '';
    setTimeout(() => delete b.dataset.copied, COPIED_SHOWN);
  }
}

/** Shows the saved settings in their checkboxes, but for those the reader has changed already. */
export function showSettings(form: HTMLFieldSetElement, touched: ReadonlySet<string>): void {
  const current = settings();
  for (const input of form.querySelectorAll<HTMLInputElement>('input[type="checkbox"]'))
    if (!touched.has(input.name)) input.checked = current[input.name as keyof Settings];
}

/** Saves a ticked or cleared setting. */
export function saveSetting(input: HTMLInputElement): void {
  localStorage.setItem(
    SETTINGS_KEY,
    JSON.stringify({ ...settings(), [input.name]: input.checked }),
  );
}
