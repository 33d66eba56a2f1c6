// npm run -s rules -- parse FILE   → the rules of one official rules text, as JSON
// npm run -s rules -- diff OLD NEW → what changed between two versions (added, removed,
//                                      changed, moved), version names as in the URL contract, or
//                                      between any two releases since 2003 by the date they state
// npm run -s rules -- cite --from DATE FILE → each rule number FILE cites, as the release of DATE
//                                      numbered it, mapped to the newest release (JSON, in order)
import { readFileSync } from 'node:fs';
import { decode, DecodeError, splitLines } from '../read/decode.ts';
import { formatNamed, SOURCE_FORMATS } from '../parse/formats.ts';
import { SourceError } from '../read/source-error.ts';
import { readManifest } from '../read/sources.ts';
import { loadRuleBook } from '../pipeline.ts';
import { comparePair, glossaryDiff } from '../history/history.ts';
import { readHistoryOverrides } from '../read/history-overrides.ts';
import {
  chainedPairing,
  citationsSince,
  compareReleases,
  releasesOf,
} from '../history/releases.ts';
import { readReleaseTexts } from '../read/release-texts.ts';
import { readSourceInputs } from '../read/inputs.ts';
import { diskReleaseStepCache } from '../read/release-step-cache.ts';
import type { Pairing } from '../history/matcher.ts';
import { citedNumbers } from '../model/rule-number-text.ts';

const [command, ...args] = process.argv.slice(2);

/**
 * A pairing as asked for: OLD → NEW (forward), or the other way round. The shape kept from the
 * start — added, removed, changed (same number), moved (new number) — then the release-notes
 * categories.
 */
function oriented(p: Pairing, forward: boolean) {
  const flip = (m: { from: string; to: string }) => ({ from: m.to, to: m.from });
  return {
    added: forward ? p.added : p.removed,
    removed: forward ? p.removed : p.added,
    changed: forward
      ? p.changed
      : p.changed.map((c) => ({ number: c.number, before: c.after, after: c.before })),
    moved: p.moved.map(({ from: f, to: t, similarity }) =>
      forward ? { from: f, to: t, similarity } : { from: t, to: f, similarity },
    ),
    unchanged: p.unchanged,
    modified: p.modified,
    referencesOnly: p.referencesOnly,
    renumbered: forward ? p.renumbered : p.renumbered.map(flip),
    renumberedModified: forward ? p.renumberedModified : p.renumberedModified.map(flip),
    split: forward ? p.split : p.merged.map((m) => ({ from: m.to, to: m.from })),
    merged: forward ? p.merged : p.split.map((s) => ({ from: s.to, to: s.from })),
  };
}

function usage(message: string): never {
  console.error(
    `${message}\nusage: npm run -s rules -- parse FILE | diff OLD NEW | cite --from DATE FILE`,
  );
  process.exit(2);
}

if (command === 'parse') {
  const file = args[0] ?? usage('parse needs a FILE');
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(readFileSync(file));
  } catch (e) {
    usage(`cannot read ${file}: ${(e as Error).message}`);
  }
  try {
    let decoded: ReturnType<typeof decode>;
    try {
      decoded = decode(bytes);
    } catch (e) {
      if (e instanceof DecodeError) throw new SourceError(file, e.line, e.message, e.column);
      throw e;
    }
    const { encoding, text } = decoded;
    const src = { file, encoding, lines: splitLines(text) };
    // Any rules format of the table (the official one when none is recognised: its parser names what is wrong).
    const format =
      SOURCE_FORMATS.find((f) => f.parseRules && f.detect(src)) ?? formatNamed('cr-text')!;
    const { doc, ja } = format.parseRules!(src);
    for (const x of ja?.irregularities ?? [])
      console.error(
        `${file}:${x.line}: ${x.garbled ? 'garbled' : 'note'}: ${x.where}: ${x.message}`,
      );
    for (const c of doc.corrections)
      console.error(
        `${file}:${c.line}: note: rule number printed as "${c.written}", read as "${c.read}" (the subrule after the one before it)`,
      );
    if (doc.cut) console.error(`${doc.cut.message} (read as far as it goes)`);
    for (const u of doc.unplaced)
      console.error(
        `${file}:${u.line}: could not place this line: ${u.reason}: ${JSON.stringify(u.text.slice(0, 80))}`,
      );
    const out = {
      effectiveDate: doc.effectiveDate,
      rules: doc.rules.map((r) => ({ number: r.number, text: r.text, examples: r.examples })),
      glossary: ja
        ? ja.glossary.map((g) => ({
            term: g.headword,
            reading: g.reading,
            english: g.english,
            text: g.text,
          }))
        : doc.glossary.map((g) => ({ term: g.term, text: g.text })),
      unplaced: doc.unplaced,
      corrections: doc.corrections,
      ...(doc.cut ? { cut: doc.cut } : {}),
      ...(ja ? { irregularities: ja.irregularities } : {}),
    };
    process.stdout.write(`${JSON.stringify(out, null, 1)}\n`);
  } catch (e) {
    if (e instanceof SourceError) {
      console.error(e.message);
      process.exit(2);
    }
    throw e;
  }
} else if (command === 'diff') {
  const [from, to] = args;
  if (!from || !to) usage('diff needs OLD and NEW versions');
  const book = loadRuleBook(readSourceInputs(process.cwd()));
  const names = book.versions.map((v) => v.name);
  if (![from, to].every((v) => names.includes(v))) {
    // Not both versions the site reads in full: any two releases since 2003, by the date they state.
    const releases = releasesOf(readReleaseTexts(process.cwd(), readManifest(process.cwd())));
    const dates = releases.map((r) => r.date);
    for (const v of [from, to])
      if (!dates.includes(v))
        usage(
          `unknown version or release "${v}" (versions: ${names.join(', ')}; releases: ${dates[0]} … ${dates.at(-1)}, ${dates.length} in all)`,
        );
    const p = compareReleases(diskReleaseStepCache(process.cwd()), releases, from, to);
    process.stdout.write(`${JSON.stringify(oriented(p, from <= to), null, 1)}\n`);
    process.exit(0);
  }
  const overrides = readHistoryOverrides(process.cwd());
  // Compared oldest first, whichever way round they were asked for; a version against itself is the empty diff.
  const rank = (v: string) => names.indexOf(v);
  const forward = rank(from) >= rank(to);
  // Compared through the releases between them, as the site compares them.
  const releases = releasesOf(readReleaseTexts(process.cwd(), readManifest(process.cwd())));
  const steps = diskReleaseStepCache(process.cwd());
  const pair = comparePair(
    book,
    forward ? from : to,
    forward ? to : from,
    overrides,
    (older, newer, oldRules, newRules, ov) =>
      chainedPairing(steps, releases, older, newer, oldRules, newRules, ov),
  );
  if (!pair) usage(`${from} and ${to} have no language in common to compare`);
  const out = {
    ...oriented(pair.pairing, forward),
    glossary: glossaryDiff(book, forward ? pair.old : pair.new, forward ? pair.new : pair.old),
  };
  process.stdout.write(`${JSON.stringify(out, null, 1)}\n`);
} else if (command === 'cite') {
  const at = args.indexOf('--from');
  const from = at >= 0 ? args[at + 1] : undefined;
  const file = args.filter((_, i) => i !== at && i !== at + 1)[0];
  if (!from || !file) usage('cite needs --from DATE and a FILE');
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    usage(`cannot read ${file}: ${(e as Error).message}`);
  }
  const releases = releasesOf(readReleaseTexts(process.cwd(), readManifest(process.cwd())));
  if (!releases.some((r) => r.date === from))
    usage(
      `no release effective ${from} (${releases[0]!.date} … ${releases.at(-1)!.date}, ${releases.length} releases)`,
    );
  const out = citationsSince(
    diskReleaseStepCache(process.cwd()),
    releases,
    from,
    citedNumbers(text),
  );
  process.stdout.write(`${JSON.stringify(out, null, 1)}\n`);
} else {
  usage(command ? `unknown command "${command}"` : 'a command is needed');
}
