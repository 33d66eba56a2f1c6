// A TextMate grammar for Magic rules text samples, for Shiki: rule numbers, rule references,
// 《card names》 and {mana} symbols each get their own colour.
import type { LanguageRegistration } from 'shiki';
import { NUMBER_SOURCE, RANGE_END_SOURCE } from '#scripts/model/rule-number.ts';

export const mtgRulesGrammar: LanguageRegistration = {
  name: 'mtg-rules',
  scopeName: 'text.mtg-rules',
  repository: {},
  patterns: [
    {
      name: 'entity.name.tag.reference.mtg-rules',
      match: String.raw`(?:rules?\s*)${NUMBER_SOURCE}${RANGE_END_SOURCE}(?:〔[^〕]*〕)?`,
    },
    {
      name: 'constant.numeric.rule-number.mtg-rules',
      match: String.raw`^\s*${NUMBER_SOURCE}\.?(?=\s)`,
    },
    { name: 'entity.name.function.card-name.mtg-rules', match: '《[^》]+》' },
    { name: 'keyword.other.mana-symbol.mtg-rules', match: '\\{[0-9WUBRGCXYZSTQEP/]+\\}' },
    { name: 'string.quoted.term.mtg-rules', match: '「[^」]*」' },
  ],
};
