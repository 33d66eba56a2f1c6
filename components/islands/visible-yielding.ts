// The islands' hydration directive (client:visible-yielding): like Astro's client:visible, an
// island hydrates once it is on screen; but between loading its code (the modules evaluated) and
// rendering it, the browser gets the main thread back. One long task becomes two short ones, so a
// tap or a scroll on a phone is not held up while the widget comes alive (Lighthouse's total
// blocking time on /play/combat/: the builder's code and its first render were one task).
import type { ClientDirective } from 'astro';

/** A new task: the browser runs what waits (input, paint) before the render. */
const yieldToBrowser = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

const visibleYielding: ClientDirective = (load, _options, el) => {
  const io = new IntersectionObserver((entries) => {
    if (!entries.some((e) => e.isIntersecting)) return;
    io.disconnect();
    void (async () => {
      const hydrate = await load();
      await yieldToBrowser();
      await hydrate();
    })();
  });
  for (const child of el.children) io.observe(child);
};

export default visibleYielding;
