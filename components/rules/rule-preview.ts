// Previews for rule links (rule-preview-body.ts), loaded when a reader first comes to a rule link:
// a pointer over one, the focus on one, a first tap on one. Until then a page carries only these
// listeners; the first such event is handed over, and the body's own listeners take it from there.
// A first tap on a touch screen previews rather than follows the link, as the body does.

const SELECTOR = 'a[data-rule][data-version]';
const linkOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLAnchorElement>(SELECTOR) : null;

let started = false;
/** The body's listeners are on: from then on they judge every event. */
let ready = false;
let lastPointer = '';

function wake(e: Event): void {
  if (started || !linkOf(e.target)) return;
  started = true;
  void import('./rule-preview-body.ts').then((body) => {
    ready = true;
    body.start(e, lastPointer);
  });
}

document.addEventListener('pointerdown', (e) => {
  lastPointer = e.pointerType;
});
document.addEventListener('pointerover', (e) => {
  if (e.pointerType !== 'touch') wake(e);
});
document.addEventListener('focusin', wake);
document.addEventListener('click', (e) => {
  // A tap before the body is ready is a first tap: it previews (the body shows it once loaded).
  if (ready || !linkOf(e.target) || lastPointer !== 'touch') return;
  e.preventDefault();
  wake(e);
});
