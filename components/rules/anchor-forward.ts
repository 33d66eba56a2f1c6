// Pages split in two keep their old anchors: the element that holds such an id (marked
// data-forward) links to where its content went, and an address with that anchor opens there
// (/rules/<version>/glossary/#g-trample → …/glossary/ta/#g-trample; /terms/#pairs → /terms/pairs/),
// on arrival or when the anchor changes on the page. Without JavaScript the reader lands on the link.
function forward(): void {
  const id = decodeURIComponent(location.hash.slice(1));
  const holder = id ? document.getElementById(id) : null;
  const link = holder?.matches('[data-forward]')
    ? holder.querySelector<HTMLAnchorElement>('a[href]')
    : null;
  if (link) location.replace(link.href);
}
forward();
addEventListener('hashchange', forward);
