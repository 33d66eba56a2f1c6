// The layer engine against cases judged from the rules texts and the contract apart from it
// (tests/fixtures/layers/judged/): 40 read while the engine was finished (training) and 20 kept
// aside until then (held-out). Each case states only what was judged: ok, the error's field, the
// order applied per layer, what was skipped, locked sets, final characteristics and the
// state-based actions. Disagreements the site keeps are listed, with reasons, in adjudicated.json.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { runLayersJson, type LayersTrace } from '#components/engines/layers/index.ts';
import { readVersionRules } from '#scripts/cli/rules-profiles.ts';
import { bookProfiles } from '#scripts/link/rules-profile.ts';
import { ROOT } from './helpers.ts';

const { book, manifest } = readVersionRules(ROOT);
const PROFILES = bookProfiles(book, manifest);
const DIR = new URL('../fixtures/layers/judged/', import.meta.url).pathname;

interface Judged {
  scenario: unknown;
  why: string;
  expect: {
    ok?: boolean;
    errorField?: string;
    order?: Record<string, string[]>;
    skipped?: Record<string, string[]>;
    locked?: Record<string, string[]>;
    final?: Record<string, unknown>;
  };
}
const adjudicated = (
  JSON.parse(readFileSync(`${DIR}adjudicated.json`, 'utf8')) as {
    cases: { file: string; key: string; site: unknown }[];
  }
).cases;

/** Each judged key as the engine answers it, with what the case expects. */
function answers(c: Judged, t: LayersTrace): { key: string; got: unknown; want: unknown }[] {
  const e = c.expect;
  const out: { key: string; got: unknown; want: unknown }[] = [];
  if (e.ok !== undefined) out.push({ key: 'ok', got: t.ok, want: e.ok });
  if (e.errorField !== undefined)
    out.push({ key: 'errorField', got: t.ok ? null : t.error.field, want: e.errorField });
  if (!t.ok) return out;
  const step = (layer: string) => t.steps.find((s) => s.layer === layer);
  for (const [layer, ids] of Object.entries(e.order ?? {}))
    out.push({ key: `order.${layer}`, got: step(layer)?.applied.map((a) => a.effect), want: ids });
  for (const [layer, ids] of Object.entries(e.skipped ?? {}))
    out.push({
      key: `skipped.${layer}`,
      got: step(layer)?.skipped.map((a) => a.effect),
      want: ids,
    });
  for (const [id, objects] of Object.entries(e.locked ?? {}))
    out.push({ key: `locked.${id}`, got: t.locked[id]?.objects, want: objects });
  for (const [id, want] of Object.entries(e.final ?? {})) {
    if (id === 'sba') {
      out.push({ key: 'final.sba', got: t.final.sba, want });
      continue;
    }
    for (const [k, v] of Object.entries(want as Record<string, unknown>))
      out.push({
        key: `final.${id}.${k}`,
        got: (t.final.objects[id] as unknown as Record<string, unknown> | undefined)?.[k],
        want: v,
      });
  }
  return out;
}

for (const set of ['training', 'held-out']) {
  describe(`judged layer cases: ${set}`, () => {
    const files = readdirSync(DIR + set).filter((f) => f.endsWith('.json'));
    it('holds the cases it was written with', () =>
      expect(files.length).toBe(set === 'training' ? 40 : 20));
    for (const file of files) {
      it(file, () => {
        const c = JSON.parse(readFileSync(`${DIR}${set}/${file}`, 'utf8')) as Judged;
        const judged = answers(c, runLayersJson(c.scenario, PROFILES));
        expect(judged.length, 'a case judges something').toBeGreaterThan(0);
        for (const a of judged) {
          const kept = adjudicated.find((x) => x.file === `${set}/${file}` && x.key === a.key);
          expect(a.got, `${a.key} (${c.why})`).toEqual(kept ? kept.site : a.want);
        }
      });
    }
  });
}
