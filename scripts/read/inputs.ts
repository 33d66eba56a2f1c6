// Everything a build reads, read once into one value: the manifest and its sources, the FAQs'
// metadata, the reviewed tables (translation notes, term senses, search aliases, thesaurus and question topics),
// the history overrides, the English releases' texts, and the widgets' scenarios and embed rules.
// The stages after this one take this value and return values: none of them opens a file.
import type { Manifest, SourceEntry, SourceText } from '../model/types.ts';
import { formatNamed, SOURCE_FORMATS } from '../parse/formats.ts';
import { readFaqMetaFiles, type FaqMetaFile } from './faq-meta.ts';
import { readHistoryOverrides, type OverrideFile } from './history-overrides.ts';
import { readReleaseTexts } from './release-texts.ts';
import {
  readEmbedRules,
  readScenarioFiles,
  type EmbedRules,
  type ScenarioFile,
  type WidgetKind,
} from './scenarios.ts';
import { readSearchAliases, type SearchAlias } from './search-aliases.ts';
import { readSearchThesaurus, type ThesaurusEntry } from './search-thesaurus.ts';
import { readSearchTopics, type SearchTopic } from './search-topics.ts';
import { SourceError } from './source-error.ts';
import { readManifest, readSource, SOURCES_DIR } from './sources.ts';
import { readTermSenses, type TermSenses } from './term-senses.ts';
import { readTranslationNotes, type TranslationNotesFile } from './translation-notes.ts';

/** What reading and parsing the sources needs (the rule book, the documents, the FAQs). */
export interface SourceInputs {
  manifest: Manifest;
  /** Each source the manifest lists, in file-name order, as decoded text. */
  sources: { entry: SourceEntry; text: SourceText }[];
  faqMeta: FaqMetaFile[];
  translationNotes: TranslationNotesFile[];
}

/** What a whole build reads. */
export interface Inputs extends SourceInputs {
  termSenses: TermSenses;
  overrides: OverrideFile;
  searchAliases: SearchAlias[];
  searchTopics: SearchTopic[];
  thesaurus: ThesaurusEntry[];
  /** The English releases' texts: the cr-text sources, then the history files (history/releases.ts names them). */
  releaseTexts: SourceText[];
  scenarios: Record<WidgetKind, ScenarioFile[]>;
  embedRules: EmbedRules;
}

/** The sources, their FAQs' metadata and the translation notes; a format no parser reads stops it before any file is read. */
export function readSourceInputs(
  root: string,
  manifest: Manifest = readManifest(root),
): SourceInputs {
  for (const [i, entry] of manifest.sources.entries()) {
    if (!formatNamed(entry.format))
      throw new SourceError(
        `${SOURCES_DIR}/manifest.json`,
        1,
        `sources[${i}] (${entry.file}): unknown format "${entry.format}", expected one of ${SOURCE_FORMATS.map((f) => f.name).join(', ')}`,
      );
  }
  const sources = [...manifest.sources]
    .sort((a, b) => (a.file < b.file ? -1 : 1))
    .map((entry) => ({ entry, text: readSource(root, entry) }));
  return {
    manifest,
    sources,
    faqMeta: readFaqMetaFiles(root),
    translationNotes: readTranslationNotes(root),
  };
}

export function readInputs(root: string, manifest: Manifest = readManifest(root)): Inputs {
  return {
    ...readSourceInputs(root, manifest),
    termSenses: readTermSenses(root),
    overrides: readHistoryOverrides(root),
    searchAliases: readSearchAliases(root),
    searchTopics: readSearchTopics(root),
    thesaurus: readSearchThesaurus(root),
    releaseTexts: readReleaseTexts(root, manifest),
    scenarios: {
      combat: readScenarioFiles(root, 'combat'),
      subgame: readScenarioFiles(root, 'subgame'),
      layers: readScenarioFiles(root, 'layers'),
    },
    embedRules: readEmbedRules(root),
  };
}
