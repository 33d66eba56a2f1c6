// A jump moves the focus, not only the view: a link to an anchor on the same page (a table of
// contents, a rule cited on its own page) focuses what it points at, so the next Tab and a screen
// reader go on from there; a 五十音 bar link focuses the heading of the row it opens (a page of
// its own: the bar marks it current there); a link to a rule on another page focuses the rule.
const JUMP_KEY = 'gojuon-jump';

function focusHere(target: HTMLElement): void {
  if (!target.matches('a[href], button, input, select, textarea, summary, [tabindex]'))
    target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

document.addEventListener('click', (e) => {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
  const link = (e.target as Element | null)?.closest<HTMLAnchorElement>('a[href]');
  if (!link) return;
  const url = new URL(link.href);
  if (url.origin !== location.origin) return;
  if (url.pathname !== location.pathname) {
    if (link.closest('.gojuon')) sessionStorage.setItem(JUMP_KEY, url.pathname);
    return;
  }
  const id = decodeURIComponent(url.hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  // After the browser has scrolled to it and set :target.
  if (target) requestAnimationFrame(() => focusHere(target));
});

if (sessionStorage.getItem(JUMP_KEY) === location.pathname) {
  sessionStorage.removeItem(JUMP_KEY);
  const heading = document.querySelector<HTMLElement>('main h1');
  if (heading && !location.hash) focusHere(heading);
}
// Arriving at a rule or an entry (a 「最新版」 badge, a permanent link, a citation): the focus is
// there too, so Tab goes on from the rule the reader came for — unless the reader has already
// moved the focus before this script ran (a fast Tab on a slow phone): theirs is kept.
const arrived = location.hash
  ? document.getElementById(decodeURIComponent(location.hash.slice(1)))
  : null;
const untouched = !document.activeElement || document.activeElement === document.body;
if (untouched && arrived?.matches('li.rule, dt, h1, h2, h3')) focusHere(arrived);
