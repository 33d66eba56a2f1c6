// Text to the clipboard, for the copy buttons (rule links and citations, a combat board's link).

/** Copies text; false if the browser would not. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Older browsers, or a page not allowed the clipboard: a selected textarea and the copy command.
    const area = Object.assign(document.createElement('textarea'), { value: text });
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}

/** The origin of shared links: the site's public address (SITE_URL) when the build had one, else the address the reader is on. */
export function sharedOrigin(): string {
  const site = import.meta.env.SITE as string | undefined;
  return site ? new URL(site).origin : location.origin;
}

/** The page's address as a reader shares it (the address carries the base path already). */
export const sharedAddress = (): string =>
  `${sharedOrigin()}${location.pathname}${location.search}`;
