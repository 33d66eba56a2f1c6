// The path the site is served under: "/" or, built with BASE_PATH=/mtg-rules/, "/mtg-rules/" (a
// project site on a static host). Read at build time from the environment (the pipeline, Astro,
// postbuild); in the browser it is what the bundler wrote in (Vite's import.meta.env.BASE_URL,
// which astro.config.mjs sets from BASE_PATH; the service worker's build defines the same).
const given: string | undefined =
  (import.meta as { env?: { BASE_URL?: string } }).env?.BASE_URL ??
  (typeof process === 'undefined' ? undefined : process.env.BASE_PATH);

/** A base path as Astro and the addresses want it: "/" or "/a/b/" (one slash each side). */
export function normaliseBase(path: string | undefined): string {
  const inner = (path ?? '').replace(/^\/+|\/+$/g, '');
  return inner ? `/${inner}/` : '/';
}

export const BASE = normaliseBase(given);

/** A root-relative address ("/rules/…") under the base ("/mtg-rules/rules/…"). */
export function withBase(path: string, base: string = BASE): string {
  return path.startsWith('/') ? `${base}${path.slice(1)}` : path;
}

/** The address of a path served under the base, as the site names it ("/rules/…"); null outside it. */
export function withoutBase(pathname: string, base: string = BASE): string | null {
  if (base === '/') return pathname;
  if (`${pathname}/` === base) return '/';
  return pathname.startsWith(base) ? `/${pathname.slice(base.length)}` : null;
}
