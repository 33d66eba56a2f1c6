/** An input error that names the file and line (or offset) and what was expected. */
export class SourceError extends Error {
  readonly file: string;
  readonly line: number;
  constructor(file: string, line: number, message: string) {
    super(`${file}:${line}: ${message}`);
    this.name = 'SourceError';
    this.file = file;
    this.line = line;
  }
}
