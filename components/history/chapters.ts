/** The chapter a rule number belongs to: 506.4c → "5". */
export const chapterOf = (n: string) => n[0]!;
/** The section a rule number belongs to: 506.4c → "506" (a chapter is its own section). */
export const sectionOf = (n: string) => (/^\d{3}/.exec(n)?.[0] ?? n);
