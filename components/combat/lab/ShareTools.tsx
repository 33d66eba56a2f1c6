// Sharing the reader's board: its link (the address holds the whole board), and the scenario JSON
// the command line reads — saved to a file, or read back from one or from pasted text. A file that
// is not a scenario says what is wrong and where, and the board stays as it was.
import { useState } from 'preact/hooks';
import type { Scenario } from '../scenario.ts';
import { copyText, sharedAddress } from '../../copy-text.ts';
import { exportScenario } from './scenario-export.ts';
import { useDetailsOpen } from './details-open.ts';

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
      setError(`読み込めませんでした。盤面はそのままです。${r.message}`);
      return;
    }
    setError('');
    setStatus('JSONを読み込みました。');
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
    setStatus('combat-scenario.json を保存しました。');
  };
  return (
    <section class="lab-share" aria-labelledby="lab-share">
      <h2 id="lab-share">共有と保存</h2>
      <p class="lab-note">
        ページのアドレスが盤面全体を表します。リンクを開くと同じ盤面になります（サイトを保存していればオフラインでも）。
      </p>
      <p class="lab-buttons">
        <button
          type="button"
          onClick={async () =>
            setStatus(
              (await copyText(sharedAddress()))
                ? 'この盤面へのリンクをコピーしました。'
                : 'コピーできませんでした。アドレス欄からコピーしてください。',
            )
          }
        >
          この盤面へのリンクをコピー
        </button>
        <button type="button" onClick={save}>
          JSONファイルに保存
        </button>
      </p>
      <p class="lab-status" role="status">
        {status}
      </p>
      <details class="lab-import" ref={importing.ref} onToggle={importing.onToggle}>
        <summary>JSONから読み込む</summary>
        {importing.open && (
          <>
            <p class="lab-note">
              コマンドライン（npm run
              combat）が読むシナリオのJSONを貼り付けるか、ファイルを選んでください。
            </p>
            <label class="lab-textarea">
              シナリオのJSON
              <textarea
                rows={8}
                value={text}
                spellcheck={false}
                onInput={(e) => setText(e.currentTarget.value)}
              />
            </label>
            <p class="lab-buttons">
              <button type="button" onClick={() => void read(text)} disabled={!text.trim()}>
                貼り付けたJSONを読み込む
              </button>
              <button type="button" onClick={() => setText(exportScenario(scenario))}>
                今の盤面のJSONを表示
              </button>
              <label class="lab-file">
                ファイルを選ぶ
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
