// "/" focuses the search box in the header (unless the reader is typing somewhere); the box says
// so only where there is a keyboard and a fine pointer (not on a phone).
const hinted = document.getElementById('site-search') as HTMLInputElement | null;
if (hinted?.dataset.keyHint && matchMedia('(hover: hover) and (pointer: fine)').matches)
  hinted.placeholder += hinted.dataset.keyHint;
document.addEventListener('keydown', (e) => {
  if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey) return;
  const t = e.target as HTMLElement;
  if (t.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName)) return;
  const box = document.getElementById('site-search') as HTMLInputElement | null;
  if (!box) return;
  e.preventDefault();
  box.focus();
});
