// Astro's island scripts, moved from before a page's first island to the end of its head.
import { describe, expect, it } from 'vitest';
import { islandScriptsInHead } from '#scripts/postbuild/island-scripts.ts';

const STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';
const DIRECTIVE = '<script>(()=>{var a=1<2;self.Astro={}})();</script>';
const ISLAND_SCRIPT = '<script>(()=>{customElements.define("astro-island",class{})})();</script>';
const OTHER_DIRECTIVE = '<script>(()=>{self.Astro.idle=()=>{}})();</script>';

describe('islandScriptsInHead', () => {
  it('moves every run of inline scripts that stands right before an island, in order', () => {
    const page =
      '<html><head><title>t</title><script>document.documentElement.classList.add("js");</script></head>' +
      `<body><p>前</p><div>${STYLE}${DIRECTIVE}${ISLAND_SCRIPT}<astro-island uid="1" ssr><b>1</b></astro-island></div>` +
      `<p>間</p>${OTHER_DIRECTIVE}<astro-island uid="2" ssr></astro-island>` +
      '<script type="module" src="/x.js"></script></body></html>';
    expect(islandScriptsInHead(page)).toBe(
      '<html><head><title>t</title><script>document.documentElement.classList.add("js");</script>' +
        `${STYLE}${DIRECTIVE}${ISLAND_SCRIPT}${OTHER_DIRECTIVE}</head>` +
        '<body><p>前</p><div><astro-island uid="1" ssr><b>1</b></astro-island></div>' +
        '<p>間</p><astro-island uid="2" ssr></astro-island>' +
        '<script type="module" src="/x.js"></script></body></html>',
    );
  });

  it('leaves a page without islands, or already moved, as it is', () => {
    const plain = '<html><head></head><body><script>let a=1;</script><p>x</p></body></html>';
    expect(islandScriptsInHead(plain)).toBe(plain);
    const once = islandScriptsInHead(
      `<html><head></head><body>${STYLE}${DIRECTIVE}<astro-island></astro-island></body></html>`,
    );
    expect(islandScriptsInHead(once)).toBe(once);
  });

  it('names the file when a page with islands has no head', () => {
    expect(() =>
      islandScriptsInHead(
        `<body>${DIRECTIVE}<astro-island></astro-island></body>`,
        'dist/x/index.html',
      ),
    ).toThrow('dist/x/index.html: has islands but no </head>');
  });
});
