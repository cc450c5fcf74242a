import type { NearType } from '../../engine/cellTypes';
import { COLUMN_TYPES, familyOf } from '../../model/columns';
import { listed } from '../../model/listed';
import { quoted } from './errors';

/** Columns listed by name in the notice; more are counted. */
const NAMES_SHOWN = 5;

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
  const shown = columns.slice(0, NAMES_SHOWN).map(({ header, nearType: { strays } }) => `${quoted(header)} (${strays.map(quoted).join(', ')})`);
  const rest = columns.length > NAMES_SHOWN ? [`${columns.length - NAMES_SHOWN} more`] : [];
  return `${columns.length} columns are read as text because of a few cells that are not numbers or dates: ${listed([...shown, ...rest])}. To read a column's other cells as numbers or dates, choose the type under Type in its column menu.`;
}
