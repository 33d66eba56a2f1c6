// "/" focuses the search box in the header (unless the reader is typing somewhere).
document.addEventListener('keydown', (e) => {
  if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey) return;
  const t = e.target as HTMLElement;
  if (t.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName)) return;
  const box = document.getElementById('site-search') as HTMLInputElement | null;
  if (!box) return;
  e.preventDefault();
  box.focus();
});
