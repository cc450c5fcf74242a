import { quoted } from './errors';

/** Renamed columns listed by name in the notice; more are counted. */
const NAMES_SHOWN = 5;

/**
 * What the person is told of the columns the page named itself (src/model/columnNames.ts): a
 * file's column with no name, or with the name of another. `given[i]` is the name the file gives
 * column i (undefined: a column it gives none, as extra fields have), `names[i]` the one it shows.
 */
export function renamedNotice(fileName: string, given: readonly (string | undefined)[], names: readonly string[]): string | null {
  const renamed = names.filter((name, i) => given[i] !== undefined && given[i] !== name);
  if (renamed.length === 0) return null;
  const shown = renamed.slice(0, NAMES_SHOWN).map(quoted).join(', ');
  const rest = renamed.length > NAMES_SHOWN ? ` and ${renamed.length - NAMES_SHOWN} more` : '';
  return renamed.length === 1
    ? `A column of ${quoted(fileName)} has no name or the name of another column, so it is called ${shown}.`
    : `${renamed.length} columns of ${quoted(fileName)} have no name or the name of another column, so they are called ${shown}${rest}.`;
}
