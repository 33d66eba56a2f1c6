// A data file's text: its JSON (the same value, the same bytes) ending in a newline.
export function stable(value: unknown): string {
  return `${JSON.stringify(value)}\n`;
}
