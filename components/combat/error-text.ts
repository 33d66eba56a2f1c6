// How the engine words an error about the scenario: the field at fault, then the reason
// (「permanents[0].keywords：「deathtouch」は 2004-10-01 のルールにないキーワード能力です。」). The
// command line shows it whole (the contract's `message`); a reader sees the reason alone.

const FIELD_END = '：';

export function fieldMessage(field: string | undefined, reason: string): string {
  return field ? `${field}${FIELD_END}${reason}` : reason;
}

/** A message as a reader reads it: the reason, without the scenario field it names. */
export function readerReason(message: string): string {
  const field = /^[A-Za-z]+(?:\[\d+\])?(?:\.[A-Za-z]+(?:\[\d+\])?)*/.exec(message)?.[0];
  return field && message.startsWith(FIELD_END, field.length)
    ? message.slice(field.length + FIELD_END.length)
    : message;
}
