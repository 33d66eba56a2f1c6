import { describe, expect, it } from 'vitest';
import { normaliseBase, withBase, withoutBase } from '#scripts/model/base-path.ts';

describe('the base path', () => {
  it('is "/" or one path with a slash at each end, however BASE_PATH is written', () => {
    expect(normaliseBase(undefined)).toBe('/');
    expect(normaliseBase('')).toBe('/');
    expect(normaliseBase('/')).toBe('/');
    expect(normaliseBase('mtg-rules')).toBe('/mtg-rules/');
    expect(normaliseBase('/mtg-rules')).toBe('/mtg-rules/');
    expect(normaliseBase('//a/b//')).toBe('/a/b/');
  });
  it('puts root-relative addresses under it and leaves others alone', () => {
    expect(withBase('/r/506.4c/', '/mtg-rules/')).toBe('/mtg-rules/r/506.4c/');
    expect(withBase('/', '/mtg-rules/')).toBe('/mtg-rules/');
    expect(withBase('/r/506.4c/', '/')).toBe('/r/506.4c/');
    expect(withBase('#506.4c', '/mtg-rules/')).toBe('#506.4c');
  });
  it('reads a served path back as the site names it; outside the base, null', () => {
    expect(withoutBase('/mtg-rules/r/506.4c/', '/mtg-rules/')).toBe('/r/506.4c/');
    expect(withoutBase('/mtg-rules', '/mtg-rules/')).toBe('/');
    expect(withoutBase('/mtg-rules/', '/mtg-rules/')).toBe('/');
    expect(withoutBase('/other/r/1/', '/mtg-rules/')).toBeNull();
    expect(withoutBase('/r/1/', '/')).toBe('/r/1/');
  });
});
