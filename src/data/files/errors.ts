import { errorMessage } from '../../model/errorMessage';

/**
 * A file that cannot be shown as a table. Its message is a sentence for the person who chose
 * the file: what is wrong with it and, where there is something to do, what to do.
 */
export class FileReadError extends Error {
  override readonly name = 'FileReadError';
}

/**
 * Why a reader library could not read a file: its own message, but for an error JavaScript threw
 * inside it (`Cannot read properties of undefined`), which tells a person nothing.
 */
export const readerMessage = (error: unknown): string =>
  error instanceof TypeError || error instanceof RangeError ? 'its bytes are damaged or cut short' : errorMessage(error);

/** A file name as messages quote it. */
export const quoted = (name: string) => `“${name}”`;

/**
 * Thrown when the caller's AbortSignal stops a read. It is a DOMException named `AbortError`,
 * as `fetch` throws, so a caller tells it apart from a bad file with `isAbortError`.
 */
export const abortError = (name: string) => new DOMException(`Reading ${quoted(name)} was cancelled.`, 'AbortError');

export const isAbortError = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';

export function throwIfAborted(signal: AbortSignal | undefined, name: string) {
  if (signal?.aborted) throw abortError(name);
}
