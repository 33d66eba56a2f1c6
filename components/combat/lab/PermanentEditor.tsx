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
} from '../scenario.ts';
import { COLOR_JA, keywordJa } from '../keyword-names.ts';
import { keywordText } from './board.ts';
import type { CombatProfile } from '#scripts/model/rules-profile.ts';

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
  if (p.types.includes('planeswalker'))
    return `${p.name}（プレインズウォーカー・忠誠 ${p.loyalty}）`;
  if (p.types.includes('battle')) return `${p.name}（バトル・守備 ${p.defense}）`;
  const kw = (p.keywords ?? []).map(keywordJa).join('・');
  return `${p.name} ${p.power}/${p.toughness}${kw ? `（${kw}）` : ''}`;
}

export default function PermanentEditor({ p, scenario, profile, onChange, onRemove }: Props) {
  const creature = p.types.includes('creature');
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
  // The fields are drawn once the reader opens the permanent (a closed one costs nothing to hydrate).
  const { ref, open, onToggle } = useDetailsOpen();
  return (
    <details class="lab-perm" ref={ref} onToggle={onToggle}>
      <summary>{summary(p)}</summary>
      {open && (
        <div class="lab-perm-fields">
          <label>
            名前
            <input
              type="text"
              value={p.name}
              onInput={(e) =>
                e.currentTarget.value.trim() && onChange({ name: e.currentTarget.value })
              }
            />
          </label>
          <label>
            コントローラー
            <select
              value={p.controller}
              onChange={(e) => onChange({ controller: e.currentTarget.value })}
            >
              {scenario.players.map((pl) => (
                <option value={pl.id}>プレイヤー{pl.id}</option>
              ))}
            </select>
          </label>
          {creature && (
            <>
              <NumberField label="パワー" value={p.power} onValue={(n) => onChange({ power: n })} />
              <NumberField
                label="タフネス"
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
                アーティファクト
              </label>
              <fieldset class="lab-choices">
                <legend>色</legend>
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
              <fieldset class="lab-choices" aria-describedby={id('kw-note')}>
                <legend>キーワード能力</legend>
                <p class="lab-note" id={id('kw-note')}>
                  {profile.version} のルールにあるものだけを選べます。
                </p>
                {profile.keywords.map((name) =>
                  name === 'protection' ? (
                    <span class="lab-protection" role="group" aria-label="プロテクション">
                      プロテクション：
                      {COLORS.map((c) => (
                        <label class="lab-check">
                          <input
                            type="checkbox"
                            checked={protectedFrom.has(c)}
                            onChange={(e) => setProtection(c, e.currentTarget.checked)}
                          />
                          {COLOR_JA[c]}から
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
                            replace(
                              name,
                              e.currentTarget.checked ? [keywordText(name, numberOf(name))] : [],
                            )
                          }
                        />
                        {keywordJa(name)}
                      </label>
                      <input
                        type="number"
                        inputMode="numeric"
                        min={1}
                        max={20}
                        aria-label={`${keywordJa(name)}の数`}
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
                    {keywordJa(k)}（{profile.version} にはない）
                  </label>
                ))}
              </fieldset>
              <label class="lab-check">
                <input
                  type="checkbox"
                  checked={p.tapped ?? false}
                  onChange={(e) => onChange({ tapped: e.currentTarget.checked })}
                />
                タップ状態
              </label>
              <label class="lab-check">
                <input
                  type="checkbox"
                  checked={p.summoningSick ?? false}
                  onChange={(e) => onChange({ summoningSick: e.currentTarget.checked })}
                />
                召喚酔い（このターンに戦場に出た）
              </label>
              <NumberField
                label="ダメージ"
                min={0}
                value={p.damage}
                onValue={(n) => onChange({ damage: n })}
              />
              <NumberField
                label="+1/+1カウンター"
                min={0}
                value={p.counters?.['+1/+1']}
                onValue={(n) => onChange({ counters: { ...p.counters, '+1/+1': n } })}
              />
              <NumberField
                label="-1/-1カウンター"
                min={0}
                value={p.counters?.['-1/-1']}
                onValue={(n) => onChange({ counters: { ...p.counters, '-1/-1': n } })}
              />
            </>
          )}
          {p.types.includes('planeswalker') && (
            <NumberField
              label="忠誠度"
              min={0}
              value={p.loyalty}
              onValue={(n) => onChange({ loyalty: n })}
            />
          )}
          {p.types.includes('battle') && (
            <>
              <NumberField
                label="守備値"
                min={0}
                value={p.defense}
                onValue={(n) => onChange({ defense: n })}
              />
              <label>
                守る者
                <select
                  value={p.protector}
                  onChange={(e) => onChange({ protector: e.currentTarget.value })}
                >
                  {scenario.players.map((pl) => (
                    <option value={pl.id}>プレイヤー{pl.id}</option>
                  ))}
                </select>
              </label>
            </>
          )}
          <button type="button" class="lab-remove" onClick={onRemove}>
            {p.name}を取り除く
          </button>
        </div>
      )}
    </details>
  );
}
