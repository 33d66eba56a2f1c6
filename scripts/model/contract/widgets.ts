// The data contract (data-contract.ts): widgets: data/engines.json, data/presets.json, data/embeds.json.
import { z } from 'zod';
import {
  COMBAT_CITATIONS,
  type CombatProfile,
  LAYERS_CITATIONS,
  type LayersProfile,
  type RulesProfile,
  SUBGAME_CITATIONS,
  type SubgameProfile,
} from '../rules-profile.ts';
import { str, nullable } from './scalars.ts';

// The profile's own types (with the citation keys spelled out) are in rules-profile.ts; the
// schemas check every key of them (no cast), so the two cannot drift apart.

const CombatProfileSchema = z.object({
  version: str,
  era: z.enum(['stack', 'direct']),
  damageAssignmentOrder: z.boolean(),
  keywords: z.array(str),
  triggered: z.array(str),
  cardTypes: z.array(str),
  rules: z.record(z.enum(COMBAT_CITATIONS), nullable(str)),
}) satisfies z.ZodType<CombatProfile>;

const SubgameProfileSchema = z.object({
  version: str,
  librariesRemovedFromGame: z.boolean(),
  removedCardsStayRemoved: z.boolean(),
  rules: z.record(z.enum(SUBGAME_CITATIONS), z.array(str)),
  borrowed: z.array(str),
}) satisfies z.ZodType<SubgameProfile>;

const LayersProfileSchema = z.object({
  version: str,
  era: z.enum(['seven', 'six-sublayers', 'six']),
  steps: z.array(z.object({ layer: str, rule: str })),
  cdaDependency: z.enum(['both', 'neither', 'unstated']),
  waitsJustAfter: z.boolean(),
  carriesOver: z.boolean(),
  wholeInTypeLayer: z.boolean(),
  grantingTimestamp: z.boolean(),
  keywords: z.array(str),
  rules: z.record(z.enum(LAYERS_CITATIONS), nullable(str)),
  readings: z.object({ reevaluation: nullable(str) }),
}) satisfies z.ZodType<LayersProfile>;

export const RulesProfileSchema: z.ZodType<RulesProfile> = z.object({
  version: str,
  playable: z.boolean(),
  combat: nullable(CombatProfileSchema),
  subgame: nullable(SubgameProfileSchema),
  layers: nullable(LayersProfileSchema),
  unsupported: z.object({
    combat: str.optional(),
    subgame: str.optional(),
    layers: str.optional(),
  }),
});
export const EnginesSchema = z.array(RulesProfileSchema);

/** A preset: its scenario (checked again by the widget's own reader when rendered) and its file's text. */
export const WidgetPresetSchema = z.object({
  name: str,
  title: str,
  scenario: z.unknown(),
  json: str,
});
export type WidgetPresetData = z.infer<typeof WidgetPresetSchema>;
export const PresetsSchema = z.object({
  combat: z.array(WidgetPresetSchema),
  subgame: z.array(WidgetPresetSchema),
  layers: z.array(WidgetPresetSchema),
});
export type PresetsData = z.infer<typeof PresetsSchema>;

const Embed = z.object({ preset: str, version: str });
/** By page address, each widget it embeds, the preset shown first and the version played. */
export const EmbedsSchema = z.record(
  str,
  z.object({ combat: Embed.optional(), subgame: Embed.optional(), layers: Embed.optional() }),
);
export type EmbedsData = z.infer<typeof EmbedsSchema>;
