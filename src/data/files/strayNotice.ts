import type { NearType, OtherReading } from '../../engine/cellTypes';
import { familyOf, TYPE_LABELS } from '../../model/columns';
import type { TableNotice } from '../../model/tableNotice';
import { listed } from '../../model/listed';
import { quoted } from './errors';

/** Columns listed by name in the notice; more are counted. */
const NAMES_SHOWN = 5;

/** Columns named in a notice: the first NAMES_SHOWN, then how many more. */
const listedFirst = (names: readonly string[]): string =>
  listed([...names.slice(0, NAMES_SHOWN), ...(names.length > NAMES_SHOWN ? [`${names.length - NAMES_SHOWN} more`] : [])]);

/**
 * What the person is told of columns read as text only because of a few stray cells (`n/a`):
 * which cells, and how to read the others as their type (the column menu's Type), which it
 * advises for those columns.
 */
export function strayNotice(columns: readonly { header: string; colId: string; nearType: NearType }[]): TableNotice | null {
  const [first, second] = columns;
  if (first === undefined) return null;
  const typeFor = columns.map(({ colId }) => colId);
  if (second === undefined) {
    const { header, nearType: { type, strays } } = first;
    const what = familyOf(type) === 'number' ? 'number' : 'date';
    const not = strays.length === 1 ? `is not a ${what}` : `are not ${what}s`;
    return { text: `${quoted(header)} is read as text because ${listed(strays.map(quoted))} ${not}. To read its other cells as ${what}s, choose ${TYPE_LABELS[type]} under Type in its column menu.`, typeFor };
  }
  const named = listedFirst(columns.map(({ header, nearType: { strays } }) => `${quoted(header)} (${strays.map(quoted).join(', ')})`));
  return { text: `${columns.length} columns are read as text because of a few cells that are not numbers or dates: ${named}. To read a column's other cells as numbers or dates, choose the type under Type in its column menu.`, typeFor };
}

/** How a notice tells of cells that read either way: what they have, how they are read, when the other reading is theirs. */
const EITHER_WAY: Readonly<Record<OtherReading, { has: string; read: string; when: string }>> = {
  dateDayFirst: { has: 'dates that read either way (no day or month over 12)', read: 'they are read month first, 01/02/2014 as 2 January 2014', when: 'they are day first' },
  numberDecimalComma: { has: 'numbers that read either way', read: 'they are read with a decimal point, 1,250 as 1250 and 1.250 as 1.25', when: 'the comma is their decimal mark' },
};

/**
 * What the person is told of columns whose cells read either way, one notice per other reading:
 * slash dates with no field over 12 (`01/02/2014`) are read month first, as a US spreadsheet
 * does; numbers like `1,250` with a decimal point; and how to read them the other way, which
 * it advises for those columns.
 */
export function eitherWayNotices(columns: readonly { header: string; colId: string; other: OtherReading }[]): TableNotice[] {
  return (Object.keys(EITHER_WAY) as OtherReading[]).flatMap((other) => {
    const told = columns.filter((column) => column.other === other);
    const headers = told.map(({ header }) => header);
    if (headers.length === 0) return [];
    const one = headers.length === 1;
    const { has, read, when } = EITHER_WAY[other];
    const text = `${listedFirst(headers.map(quoted))} ${one ? 'has' : 'have'} ${has}: ${read}. If ${when}, choose ${TYPE_LABELS[other]} under Type in ${one ? 'its' : 'each one’s'} column menu.`;
    return [{ text, typeFor: told.map(({ colId }) => colId) }];
  });
}
