// A link to a stepper's board or step (?board=…, ?scenario=…, ?step=2) lands at the stepper, not
// at the top of the page it stands on: the widget is brought into view (and so hydrates) at once.
const q = new URLSearchParams(location.search);
if (['board', 'scenario', 'step'].some((k) => q.has(k)))
  document.querySelector('[data-widget-landing]')?.scrollIntoView({ block: 'start' });
