// The data contract's two shorthands, shared by its sections (not part of the contract itself).
import { z } from 'zod';

export const str = z.string();
export const nullable = <T extends z.ZodType>(t: T) => t.nullable();
