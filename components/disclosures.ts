// Escape closes the disclosure the focus is in (the version switcher 「ほかの版で見る」, a section's
// contents, any <details>) and returns the focus to its summary. A rule preview open over it
// closes first (rule-preview-body.ts takes that Escape, in the capture phase).
document.addEventListener('keydown', (e) => {
  if (e.key !== 'Escape' || e.defaultPrevented) return;
  const open = (document.activeElement as Element | null)?.closest<HTMLDetailsElement>(
    'details[open]',
  );
  if (!open) return;
  open.open = false;
  open.querySelector<HTMLElement>(':scope > summary')?.focus();
});
