// The 2004 set FAQ until its own parser exists: one readable section per `----` part,
// so that nothing of the text is lost.
import type { PlainDocument, SourceEntry, SourceText } from '../model/types.ts';
import { SourceError } from '../read/source-error.ts';

export function parseFaqPlain(src: SourceText, entry: SourceEntry): PlainDocument {
  const text = src.lines.join('\n');
  if (!text.startsWith(entry.title)) throw new SourceError(src.file, 1, `expected the FAQ to start with its title ${JSON.stringify(entry.title)}`);
  const sections = [];
  let offset = 0;
  for (const part of text.split('----')) {
    const trimmed = part.trim();
    if (trimmed) sections.push({ text: trimmed, origin: { file: src.file, line: 1 }, offset: offset + part.indexOf(trimmed) });
    offset += part.length + 4;
  }
  return { kind: 'plain', slug: 'champions-of-kamigawa', title: entry.title, source: entry, rulesVersion: entry.rulesVersions[0] ?? null, sections };
}
