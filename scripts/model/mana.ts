// Mana and other symbols ({2}{R}, {T}, {W/U}): their accessible Japanese text and the
// mana-font class that draws each one. Copying a symbol run gives back its text, {2}{R}.

const COLOURS: Record<string, string> = {
  W: '白',
  U: '青',
  B: '黒',
  R: '赤',
  G: '緑',
  C: '無色',
  S: '氷雪',
};

function describe(symbol: string): { key: string; label: (n: number) => string } {
  const s = symbol.toUpperCase();
  if (/^\d+$/.test(s)) return { key: 'generic', label: () => `不特定マナ${Number(s)}点` };
  if (s === 'X' || s === 'Y' || s === 'Z') return { key: s, label: () => `不特定マナ${s}点` };
  if (s === 'T')
    return { key: 'T', label: (n) => (n > 1 ? `タップ・シンボル${n}つ` : 'タップ・シンボル') };
  if (s === 'Q') return { key: 'Q', label: () => 'アンタップ・シンボル' };
  if (s === 'E') return { key: 'E', label: (n) => `エネルギー・カウンター${n}個` };
  const hybrid = /^([WUBRG2])\/([WUBRGP])$/.exec(s);
  if (hybrid) {
    const [, a, b] = hybrid;
    if (b === 'P') return { key: s, label: (n) => `ファイレクシア${COLOURS[a!]}マナ${n}点` };
    const first = a === '2' ? '不特定マナ2点' : `${COLOURS[a!]}`;
    return { key: s, label: (n) => `${first}か${COLOURS[b!]}のマナ${n}点` };
  }
  if (COLOURS[s]) return { key: s, label: (n) => `${COLOURS[s]}マナ${n}点` };
  return { key: s, label: () => `{${symbol}}` };
}

/** {2}{R} → 「不特定マナ2点、赤マナ1点」; {W}{W} → 「白マナ2点」. */
export function manaLabel(symbols: string[]): string {
  const parts: { key: string; label: (n: number) => string; n: number; generic: number }[] = [];
  for (const sym of symbols) {
    const d = describe(sym);
    const last = parts[parts.length - 1];
    if (d.key === 'generic') parts.push({ ...d, n: 1, generic: Number(sym) });
    else if (last && last.key === d.key) last.n++;
    else parts.push({ ...d, n: 1, generic: 0 });
  }
  return parts
    .map((p) => (p.key === 'generic' ? `不特定マナ${p.generic}点` : p.label(p.n)))
    .join('、');
}

/** The mana-font classes for one symbol. */
export function manaClass(symbol: string): string {
  const s = symbol.toLowerCase();
  if (s === 't') return 'ms ms-tap';
  if (s === 'q') return 'ms ms-untap';
  return `ms ms-cost ms-${s.replace('/', '')}`;
}

export function manaText(symbols: string[]): string {
  return symbols.map((s) => `{${s}}`).join('');
}
