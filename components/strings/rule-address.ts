// A section of the string table (components/strings.ts), in a module of its own: the script on a
// rule page's 404 imports it alone, so its bundle carries no other words.
/** What a script on a rule page says about an address a version numbers otherwise. */
export const ruleAddressStrings = {
  /** What a version numbered a rule it holds under another number: the text around the number. */
  'rule.then.before': (v: string) => `この規則は、${v} では `,
  'rule.then.after': ' です（規則の番号は版によって変わります）。',
} as const;
