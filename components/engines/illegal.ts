// How an engine stops on a choice the rules do not allow: it throws its Illegal (a code and the
// parameters the widget words in Japanese), and its entry point returns that as the trace's
// failure. Shared by the combat and subgame engines.

/** A choice the rules do not allow, as the engine's trace reports it. */
export class EngineIllegal<E extends { code: string }> extends Error {
  readonly illegal: E;
  constructor(illegal: E) {
    super(illegal.code);
    this.illegal = illegal;
  }
}

/**
 * The trace of one run, or its failure when the run met an illegal choice. A scenario that names
 * rules other than the version it is run under is the caller's mistake, not the scenario's.
 */
export function traceOf<T, E extends { code: string }>(
  named: string | undefined,
  version: string,
  run: () => T,
): T | { ok: false; error: E } {
  if (named !== undefined && named !== version)
    throw new Error(`the scenario names the rules ${named}, but is run under ${version}`);
  try {
    return run();
  } catch (e) {
    if (e instanceof EngineIllegal) return { ok: false, error: e.illegal as E };
    throw e;
  }
}
