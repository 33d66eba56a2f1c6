// Rule numbers as links (the preview script enhances them), shared by the widgets. A rule the
// version does not hold links to its permanent page, which says so.
import { rulePermalink, ruleUrl } from '#scripts/model/urls.ts';

interface Props {
  rules: string[];
  version: string;
  /** The numbers this version holds; absent when every cited rule is known to be held. */
  held?: readonly string[];
}

export default function RuleLinks({ rules, version, held }: Props) {
  return (
    <span class="event-rules">
      {rules.map((n, i) => (
        <>
          {i > 0 && '・'}
          <a
            class="rule-ref"
            href={!held || held.includes(n) ? ruleUrl(version, n) : rulePermalink(n, version)}
            data-rule={n}
            data-version={version}
          >
            {n}
          </a>
        </>
      ))}
    </span>
  );
}
