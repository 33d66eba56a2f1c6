// One permanent of the reader's board, edited: name, controller, and what its kind has — a
// creature's power and toughness, colors, artifact, keywords (those the version defines, and any
// it gives that the version lacks, to take off), tapped, summoning sick, damage and counters; a
// planeswalker's loyalty; a battle's defense and protector.
import { useDetailsOpen } from './details-open.ts';
import { wholeNumber } from './whole-number.ts';
import {
  COLORS,
  NUMBERED_KEYWORDS,
  parseKeyword,
  type Color,
  type Permanent,
  type Scenario,
} from '../../engines/combat/scenario.ts';
import { COLOR_JA, keywordJa } from '../keyword-names.ts';
import { keywordText } from './board.ts';
import type { CombatProfile } from '#scripts/model/rules-profile.ts';
import { combatLabStrings as t } from '../../strings/combat-lab.ts';

interface Props {
  p: Permanent;
  scenario: Scenario;
  profile: CombatProfile;
  onChange: (patch: Partial<Permanent>) => void;
  onRemove: () => void;
}

function NumberField(props: {
  label: string;
  value: number | undefined;
  min?: number;
  onValue: (n: number) => void;
}) {
  return (
    <label class="lab-number">
      {props.label}
      <input
        type="number"
        inputMode="numeric"
        min={props.min}
        max={99}
        value={props.value ?? 0}
        onInput={(e) => {
          const n = wholeNumber(e);
          if (n !== undefined && n >= (props.min ?? -99)) props.onValue(n);
        }}
      />
    </label>
  );
}

export function summary(p: Permanent): string {
  if (p.types.includes('planeswalker')) return t['lab.planeswalkerSummary'](p.name, p.loyalty);
  if (p.types.includes('battle')) return t['lab.battleSummary'](p.name, p.defense);
  const kw = (p.keywords ?? []).map(keywordJa).join('・');
  return `${p.name} ${p.power}/${p.toughness}${kw ? `（${kw}）` : ''}`;
}

/** The keyword abilities the version defines, and any the permanent has that it lacks, to take off. */
function KeywordFields({ p, profile, onChange }: Omit<Props, 'scenario' | 'onRemove'>) {
  const keywords = p.keywords ?? [];
  const parsed = keywords.map((k) => ({ k, parsed: parseKeyword(k) }));
  const has = (name: string) => parsed.some((x) => x.parsed?.name === name);
  const numberOf = (name: string) => parsed.find((x) => x.parsed?.name === name)?.parsed?.n ?? 1;
  const protectedFrom = new Set(parsed.flatMap((x) => (x.parsed?.color ? [x.parsed.color] : [])));
  /** The keywords with every instance of `name` replaced by `next` (none: taken off). */
  const replace = (name: string, next: string[]) =>
    onChange({
      keywords: [...keywords.filter((k) => parseKeyword(k)?.name !== name), ...next],
    });
  const setProtection = (color: Color, on: boolean) => {
    const colors = COLORS.filter((c) => (c === color ? on : protectedFrom.has(c)));
    replace(
      'protection',
      colors.map((c) => keywordText('protection', undefined, c)),
    );
  };
  const lacking = parsed.filter((x) => x.parsed && !profile.keywords.includes(x.parsed.name));
  const id = (field: string) => `lab-${p.id}-${field}`;
  return (
    <fieldset class="lab-choices" aria-describedby={id('kw-note')}>
      <legend>{t['lab.keywords']}</legend>
      <p class="lab-note" id={id('kw-note')}>
        {t['lab.keywordsNote'](profile.version)}
      </p>
      {profile.keywords.map((name) =>
        name === 'protection' ? (
          <span class="lab-protection" role="group" aria-label={t['lab.protection']}>
            {t['lab.protectionFrom']}
            {COLORS.map((c) => (
              <label class="lab-check">
                <input
                  type="checkbox"
                  checked={protectedFrom.has(c)}
                  onChange={(e) => setProtection(c, e.currentTarget.checked)}
                />
                {t['lab.fromColor'](COLOR_JA[c])}
              </label>
            ))}
          </span>
        ) : (NUMBERED_KEYWORDS as readonly string[]).includes(name) ? (
          <span class="lab-numbered">
            <label class="lab-check">
              <input
                type="checkbox"
                checked={has(name)}
                onChange={(e) =>
                  replace(name, e.currentTarget.checked ? [keywordText(name, numberOf(name))] : [])
                }
              />
              {keywordJa(name)}
            </label>
            <input
              type="number"
              inputMode="numeric"
              min={1}
              max={20}
              aria-label={t['lab.keywordNumber'](keywordJa(name))}
              value={numberOf(name)}
              disabled={!has(name)}
              onInput={(e) => {
                const n = wholeNumber(e);
                if (n !== undefined && n >= 1) replace(name, [keywordText(name, n)]);
              }}
            />
          </span>
        ) : (
          <label class="lab-check">
            <input
              type="checkbox"
              checked={has(name)}
              onChange={(e) => replace(name, e.currentTarget.checked ? [name] : [])}
            />
            {keywordJa(name)}
          </label>
        ),
      )}
      {lacking.map(({ k }) => (
        <label class="lab-check lab-lacking">
          <input
            type="checkbox"
            checked
            onChange={() => onChange({ keywords: keywords.filter((x) => x !== k) })}
          />
          {t['lab.lacking'](keywordJa(k), profile.version)}
        </label>
      ))}
    </fieldset>
  );
}

/** What a creature has: power and toughness, colors, artifact, keywords, tapped, summoning sick, damage, counters. */
function CreatureFields({ p, profile, onChange }: Omit<Props, 'scenario' | 'onRemove'>) {
  return (
    <>
      <NumberField label={t['lab.power']} value={p.power} onValue={(n) => onChange({ power: n })} />
      <NumberField
        label={t['lab.toughness']}
        value={p.toughness}
        onValue={(n) => onChange({ toughness: n })}
      />
      <label class="lab-check">
        <input
          type="checkbox"
          checked={p.types.includes('artifact')}
          onChange={(e) =>
            onChange({
              types: e.currentTarget.checked ? ['artifact', 'creature'] : ['creature'],
            })
          }
        />
        {t['lab.artifact']}
      </label>
      <fieldset class="lab-choices">
        <legend>{t['lab.colors']}</legend>
        {COLORS.map((c) => (
          <label class="lab-check">
            <input
              type="checkbox"
              checked={(p.colors ?? []).includes(c)}
              onChange={(e) =>
                onChange({
                  colors: COLORS.filter((x) =>
                    x === c ? e.currentTarget.checked : (p.colors ?? []).includes(x),
                  ),
                })
              }
            />
            {COLOR_JA[c]}
          </label>
        ))}
      </fieldset>
      <KeywordFields p={p} profile={profile} onChange={onChange} />
      <label class="lab-check">
        <input
          type="checkbox"
          checked={p.tapped ?? false}
          onChange={(e) => onChange({ tapped: e.currentTarget.checked })}
        />
        {t['lab.tapped']}
      </label>
      <label class="lab-check">
        <input
          type="checkbox"
          checked={p.summoningSick ?? false}
          onChange={(e) => onChange({ summoningSick: e.currentTarget.checked })}
        />
        {t['lab.summoningSick']}
      </label>
      <NumberField
        label={t['lab.damage']}
        min={0}
        value={p.damage}
        onValue={(n) => onChange({ damage: n })}
      />
      <NumberField
        label={t['lab.plusCounters']}
        min={0}
        value={p.counters?.['+1/+1']}
        onValue={(n) => onChange({ counters: { ...p.counters, '+1/+1': n } })}
      />
      <NumberField
        label={t['lab.minusCounters']}
        min={0}
        value={p.counters?.['-1/-1']}
        onValue={(n) => onChange({ counters: { ...p.counters, '-1/-1': n } })}
      />
    </>
  );
}

export default function PermanentEditor({ p, scenario, profile, onChange, onRemove }: Props) {
  const creature = p.types.includes('creature');
  // The fields are drawn once the reader opens the permanent (a closed one costs nothing to hydrate).
  const { ref, open, onToggle } = useDetailsOpen();
  return (
    <details class="lab-perm" ref={ref} onToggle={onToggle}>
      <summary>{summary(p)}</summary>
      {open && (
        <div class="lab-perm-fields">
          <label>
            {t['lab.name']}
            <input
              type="text"
              value={p.name}
              onInput={(e) =>
                e.currentTarget.value.trim() && onChange({ name: e.currentTarget.value })
              }
            />
          </label>
          <label>
            {t['lab.controller']}
            <select
              value={p.controller}
              onChange={(e) => onChange({ controller: e.currentTarget.value })}
            >
              {scenario.players.map((pl) => (
                <option value={pl.id}>{t['lab.player'](pl.id)}</option>
              ))}
            </select>
          </label>
          {creature && <CreatureFields p={p} profile={profile} onChange={onChange} />}
          {p.types.includes('planeswalker') && (
            <NumberField
              label={t['lab.loyalty']}
              min={0}
              value={p.loyalty}
              onValue={(n) => onChange({ loyalty: n })}
            />
          )}
          {p.types.includes('battle') && (
            <>
              <NumberField
                label={t['lab.defense']}
                min={0}
                value={p.defense}
                onValue={(n) => onChange({ defense: n })}
              />
              <label>
                {t['lab.protector']}
                <select
                  value={p.protector}
                  onChange={(e) => onChange({ protector: e.currentTarget.value })}
                >
                  {scenario.players.map((pl) => (
                    <option value={pl.id}>{t['lab.player'](pl.id)}</option>
                  ))}
                </select>
              </label>
            </>
          )}
          <button type="button" class="lab-remove" onClick={onRemove}>
            {t['lab.remove'](p.name)}
          </button>
        </div>
      )}
    </details>
  );
}
