// Sharing the reader's board: its link (the address holds the whole board), and the scenario JSON
// the command line reads — saved to a file, or read back from one or from pasted text. A file that
// is not a scenario says what is wrong and where, and the board stays as it was.
import { useState } from 'preact/hooks';
import type { Scenario } from '../../engines/combat/scenario.ts';
import { copyText, sharedAddress } from '../../copy-text.ts';
import { exportScenario } from './scenario-export.ts';
import { useDetailsOpen } from './details-open.ts';
import { combatLabStrings as t } from '../../strings/combat-lab.ts';

interface Props {
  scenario: Scenario;
  /** Called with a scenario read from JSON; it replaces the board. */
  onImport: (s: Scenario) => void;
}

export default function ShareTools({ scenario, onImport }: Props) {
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const [text, setText] = useState('');
  const importing = useDetailsOpen();
  const read = async (json: string) => {
    // The JSON reader (with its syntax error positions) loads when the reader imports something.
    const { importScenario } = await import('./scenario-import.ts');
    const r = importScenario(json);
    if (!r.ok) {
      setError(t['lab.importFailed'](r.message));
      return;
    }
    setError('');
    setStatus(t['lab.imported']);
    onImport(r.scenario);
  };
  const save = () => {
    const url = URL.createObjectURL(
      new Blob([exportScenario(scenario)], { type: 'application/json' }),
    );
    const a = Object.assign(document.createElement('a'), {
      href: url,
      download: 'combat-scenario.json',
    });
    a.click();
    URL.revokeObjectURL(url);
    setStatus(t['lab.saved']);
  };
  return (
    <section class="lab-share" aria-labelledby="lab-share">
      <h2 id="lab-share">{t['lab.share']}</h2>
      <p class="lab-note">{t['lab.shareNote']}</p>
      <p class="lab-buttons">
        <button
          type="button"
          onClick={async () =>
            setStatus(
              (await copyText(sharedAddress())) ? t['lab.linkCopied'] : t['lab.linkNotCopied'],
            )
          }
        >
          {t['lab.copyLink']}
        </button>
        <button type="button" onClick={save}>
          {t['lab.saveJson']}
        </button>
      </p>
      <p class="lab-status" role="status">
        {status}
      </p>
      <details class="lab-import" ref={importing.ref} onToggle={importing.onToggle}>
        <summary>{t['lab.importJson']}</summary>
        {importing.open && (
          <>
            <p class="lab-note">{t['lab.importNote']}</p>
            <label class="lab-textarea">
              {t['lab.scenarioJson']}
              <textarea
                rows={8}
                value={text}
                spellcheck={false}
                onInput={(e) => setText(e.currentTarget.value)}
              />
            </label>
            <p class="lab-buttons">
              <button type="button" onClick={() => void read(text)} disabled={!text.trim()}>
                {t['lab.readPasted']}
              </button>
              <button type="button" onClick={() => setText(exportScenario(scenario))}>
                {t['lab.showJson']}
              </button>
              <label class="lab-file">
                {t['lab.chooseFile']}
                <input
                  type="file"
                  accept="application/json,.json"
                  onChange={async (e) => {
                    const file = e.currentTarget.files?.[0];
                    if (file) await read(await file.text());
                  }}
                />
              </label>
            </p>
            {error && (
              <p class="lab-error" role="alert">
                {error}
              </p>
            )}
          </>
        )}
      </details>
    </section>
  );
}
