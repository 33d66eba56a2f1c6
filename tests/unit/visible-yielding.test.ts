// The islands' hydration directive: nothing loads before the island is on screen, and the render
// waits for a new task after the code has loaded (the two are never one long task).
import { afterEach, describe, expect, it, vi } from 'vitest';
import visibleYielding from '#components/islands/visible-yielding.ts';

/** A stand-in IntersectionObserver that the test tells when an element is on screen. */
class FakeObserver {
  static last: FakeObserver | null = null;
  observed: unknown[] = [];
  disconnected = false;
  readonly callback: (entries: { isIntersecting: boolean }[]) => void;
  constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
    this.callback = callback;
    FakeObserver.last = this;
  }
  observe(el: unknown) {
    this.observed.push(el);
  }
  disconnect() {
    this.disconnected = true;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('client:visible-yielding', () => {
  it('loads when the island comes on screen, and renders only in a later task', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const order: string[] = [];
    const hydrate = vi.fn(async () => void order.push('render'));
    const load = vi.fn(async () => {
      order.push('load');
      return hydrate;
    });
    const children = ['first child', 'second child'];
    visibleYielding(load, { name: 'visible-yielding', value: '' }, {
      children,
    } as unknown as HTMLElement);
    const io = FakeObserver.last!;
    expect(io.observed).toEqual(children);

    io.callback([{ isIntersecting: false }]);
    await vi.runAllTimersAsync();
    expect(load).not.toHaveBeenCalled();

    io.callback([{ isIntersecting: false }, { isIntersecting: true }]);
    expect(io.disconnected).toBe(true);
    // The code has loaded (every promise settled), but the render waits for the next task.
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(order).toEqual(['load']);
    await vi.runAllTimersAsync();
    expect(order).toEqual(['load', 'render']);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
