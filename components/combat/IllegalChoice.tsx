// Why a board or a choice cannot be played, as a reader reads it (no field paths), with its rule.
import { readerReason } from './error-text.ts';
import RuleLinks from '../RuleLinks.tsx';
import { combatStepperStrings as t } from '../strings/combat-stepper.ts';

interface Props {
  error: { rule: string; message: string };
  version: string;
  /** Announced when it appears after the reader's change (not in a page's first drawing). */
  alert?: boolean;
}

export default function IllegalChoice({ error, version, alert = true }: Props) {
  return (
    <p class="combat-error" role={alert ? 'alert' : undefined}>
      {t['stepper.illegal'](readerReason(error.message))}
      <RuleLinks rules={[error.rule]} version={version} />）
    </p>
  );
}
