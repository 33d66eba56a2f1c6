// 「ほかの版で見る」: its links follow the rule the reader is at (version-follow.ts), loaded when
// the switcher first opens; while it is open, a move to another rule of the page follows too.
// Closed, the links lead where the page rendered them (the section in each version).

const switcher = document.querySelector<HTMLDetailsElement>('details.version-switch');
if (switcher) {
  let follow: Promise<() => void> | null = null;
  const run = () => {
    follow ??= import('./version-follow.ts').then((m) => m.follower(switcher));
    void follow.then((f) => f());
  };
  switcher.addEventListener('toggle', () => switcher.open && run());
  addEventListener('hashchange', () => switcher.open && run());
  if (switcher.open) run();
}
