// The citation settings, remembered in localStorage: the newest-version link, English text.
export const SETTINGS_KEY = 'cite-settings';

export interface Settings {
  newest: boolean;
  english: boolean;
}

export function settings(): Settings {
  try {
    return {
      newest: false,
      english: false,
      ...(JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? '{}') as Partial<Settings>),
    };
  } catch {
    return { newest: false, english: false };
  }
}
