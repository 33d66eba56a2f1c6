// The site's own client directive (components/islands/visible-yielding.ts, added in astro.config.mjs).
declare module 'astro' {
  interface AstroClientDirectives {
    'client:visible-yielding'?: boolean;
  }
}
export {};
