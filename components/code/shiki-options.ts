// What every Shiki call of the site shares: the two themes, and no time limit on tokenizing a line
// (Shiki's 500 ms default makes the output depend on how busy the machine is).
export const SHIKI_THEMES = { light: 'github-light', dark: 'github-dark' } as const;
export const UNLIMITED = { tokenizeTimeLimit: 0 } as const;
