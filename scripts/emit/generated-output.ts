// The files a build writes, as the pipeline collects them: each through its entry in the registry
// (model/generated-files.ts), its value typed by the entry's schema, its text stable JSON.
import type { z } from 'zod';
import type { Emitted, GeneratedFile } from '../model/generated-files.ts';
import { stable } from './stable-json.ts';

export type Files = Map<string, string>;

export function put<S extends z.ZodType>(files: Files, file: GeneratedFile<S>, value: z.infer<S>) {
  files.set(file.path, stable(value));
}

export function putAll(files: Files, values: Emitted[]) {
  for (const { path, value } of values) files.set(path, stable(value));
}
