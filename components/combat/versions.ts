// A rules version's name, as pages pass it to the combat widget. Which versions the engine plays,
// and how, is each version's profile (components/rules-profile.ts, data/engines.json).
export type CombatVersion = string;
