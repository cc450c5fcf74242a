import type { NearType } from '../../engine/cellTypes';
import { COLUMN_TYPES, familyOf } from '../../model/columns';
import { listed } from '../../model/listed';
import { quoted } from './errors';

/** Columns listed by name in the notice; more are counted. */
const NAMES_SHOWN = 5;

/** Columns named in a notice: the first NAMES_SHOWN, then how many more. */
const listedFirst = (names: readonly string[]): string =>
  listed([...names.slice(0, NAMES_SHOWN), ...(names.length > NAMES_SHOWN ? [`${names.length - NAMES_SHOWN} more`] : [])]);

/**
 * What the person is told of columns read as text only because of a few stray cells (`n/a`):
 * which cells, and how to read the others as their type (the column menu's Type).
 */
export function strayNotice(columns: readonly { header: string; nearType: NearType }[]): string | null {
  const [first] = columns;
  if (first === undefined) return null;
  if (columns.length === 1) {
    const { header, nearType: { type, strays } } = first;
    const what = familyOf(type) === 'number' ? 'number' : 'date';
    const not = strays.length === 1 ? `is not a ${what}` : `are not ${what}s`;
    return `${quoted(header)} is read as text because ${listed(strays.map(quoted))} ${not}. To read its other cells as ${what}s, choose ${COLUMN_TYPES[type].label} under Type in its column menu.`;
  }
  const named = listedFirst(columns.map(({ header, nearType: { strays } }) => `${quoted(header)} (${strays.map(quoted).join(', ')})`));
  return `${columns.length} columns are read as text because of a few cells that are not numbers or dates: ${named}. To read a column's other cells as numbers or dates, choose the type under Type in its column menu.`;
}

/**
 * What the person is told of columns of slash dates that read either way (`01/02/2014`, no field
 * over 12): read month first, as a US spreadsheet does, and how to read them day first.
 */
export function eitherWayNotice(headers: readonly string[]): string | null {
  if (headers.length === 0) return null;
  const one = headers.length === 1;
  const named = listedFirst(headers.map(quoted));
  return (
    `${named} ${one ? 'has' : 'have'} dates that read either way (no day or month over 12): they are read month first, 01/02/2014 as 2 January 2014. ` +
    `If they are day first, choose ${COLUMN_TYPES.dateDayFirst.label} under Type in ${one ? 'its' : 'each one’s'} column menu.`
  );
}
