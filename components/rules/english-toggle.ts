// One button (and the E key) opens or closes every English original on a rule page. Without
// JavaScript the button stays hidden and each rule's own disclosure still works.
const button = document.getElementById('toggle-en') as HTMLButtonElement | null;
const originals = () => document.querySelectorAll<HTMLDetailsElement>('details.rule-en');
// The key's name (.key-hint) shows beside the label only where there is a keyboard: a CSS media query.
const label = button?.querySelector('.toggle-label');

if (button && originals().length) {
  const set = (open: boolean) => {
    originals().forEach((d) => (d.open = open));
    button.setAttribute('aria-pressed', String(open));
    if (label) label.textContent = open ? '英語原文をすべて閉じる' : '英語原文をすべて開く';
  };
  button.hidden = false;
  button.addEventListener('click', () => set(button.getAttribute('aria-pressed') !== 'true'));
  document.addEventListener('keydown', (e) => {
    if (e.key.toLowerCase() !== 'e' || e.ctrlKey || e.metaKey || e.altKey) return;
    const t = e.target as HTMLElement;
    if (t.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName)) return;
    e.preventDefault();
    set(button.getAttribute('aria-pressed') !== 'true');
  });
}
