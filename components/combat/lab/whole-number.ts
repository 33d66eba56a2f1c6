// What the builder's number fields read as the reader types.
import type { JSX } from 'preact';

/** A whole number from a number field, or undefined while the field is empty or half typed. */
export function wholeNumber(e: JSX.TargetedEvent<HTMLInputElement>): number | undefined {
  const n = Number(e.currentTarget.value);
  return e.currentTarget.value !== '' && Number.isInteger(n) ? n : undefined;
}
