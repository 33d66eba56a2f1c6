/** An input error that names the file and line (or offset) and what was expected. */
export class SourceError extends Error {
  readonly file: string;
  readonly line: number;
  readonly column: number | undefined;
  constructor(file: string, line: number, message: string, column?: number) {
    super(`${file}:${line}:${column !== undefined ? `${column}:` : ''} ${message}`);
    this.name = 'SourceError';
    this.file = file;
    this.line = line;
    this.column = column;
  }
}
