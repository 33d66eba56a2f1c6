// One place decides every address of the site. Pages, redirects, search and the JSON API
// all call these; the permanent ones (/r/…) are a published contract and never change.

export function articleUrl(title: string): string {
  return `/wiki/${encodeURIComponent(title)}/`;
}

export function faqUrl(slug: string): string {
  return `/faq/${slug}/`;
}

/** The permanent address of a rule: in one version, or in the newest version that has it. */
export function rulePermalink(number: string, version?: string | null): string {
  return version ? `/r/${version}/${number}/` : `/r/${number}/`;
}

/** Where a rule actually stands: its home page plus the anchor that is its number. */
export function ruleAnchorUrl(homePage: string, number: string): string {
  return `${homePage}#${number}`;
}

export function wantedUrl(fragment?: string): string {
  return fragment ? `/wanted/#${encodeURIComponent(fragment)}` : '/wanted/';
}

export function versionsUrl(): string {
  return '/rules/';
}
