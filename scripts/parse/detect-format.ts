import type { SourceFormat, SourceText } from '../model/types.ts';
import { SourceError } from '../read/source-error.ts';
import { isCrJaWeb } from './cr-ja-web.ts';

const WIKI_ATTRIBUTION = /^(提供：|出典: ?)MTG Wiki$/;
const CR_TITLE = /^(Magic: The Gathering Comprehensive Rules|マジック：ザ・ギャザリング 総合ルール|マジック：ザ・ギャザリング総合ルール)\s*$/;

/** Decides a file's format from its content alone; an unknown format is an error. */
export function detectFormat(src: SourceText): SourceFormat {
  const nonEmpty = src.lines.map((l, i) => ({ l: l.trim(), i })).filter((x) => x.l !== '');
  const first = nonEmpty[0]?.l ?? '';
  if (CR_TITLE.test(first)) return 'cr-text';
  if (isCrJaWeb(src.lines)) return 'cr-ja-web';
  if (nonEmpty[1] && WIKI_ATTRIBUTION.test(nonEmpty[1].l)) return 'mtgwiki-dump';
  if (src.lines.length === 1 && /ＦＡＱ/.test(first.slice(0, 40)) && first.includes(' ---- ')) return 'faq-2004';
  throw new SourceError(
    src.file,
    (nonEmpty[0]?.i ?? 0) + 1,
    'unknown format: expected an MTG Wiki dump (a title, then 「提供：MTG Wiki」 or 「出典: MTG Wiki」), ' +
      'the one-line 2004 set FAQ (「…ＦＡＱ…」 with sections split by ----), ' +
      'a Comprehensive Rules text (first line "Magic: The Gathering Comprehensive Rules"), ' +
      'or the Japanese rules as copied from the web (「もくじ」, 「マジック：ザ・ギャザリング　総合ルール」, 「用語集」)',
  );
}
