import type { ColumnSummary, HistogramBin } from '../model/summary';
import { type ColumnType, familyOf } from '../model/columns';
import { DAY_MS, wholeDay } from '../engine/columnValues';
import { pointTextOf } from '../engine/typedValues';

const count = (n: number) => n.toLocaleString('en-US');

/** A number as the summary shows it: whole or to six significant digits. */
const number = (n: number) => String(Number(n.toPrecision(6)));

/**
 * A mean: to six significant digits, and to the hundredth however large (101453.15, not 101453);
 * from 1e21 up, whole to 15 significant digits, not the exponent a double's error leaves
 * (2000000000000000000000, not 1.9999999999999997e+21).
 */
const meanText = (n: number) =>
  Number.isFinite(n) && Math.abs(n) >= 1e21 ? BigInt(Number(n.toPrecision(15))).toString() : Math.abs(n) >= 1e4 ? String(Math.round(n * 100) / 100) : number(n);

/** A date's time (read as written, kept as UTC) as ISO text: the day alone when it has no time. */
function date(ms: number): string {
  const iso = new Date(ms).toISOString();
  if (iso.endsWith('T00:00:00.000Z')) return iso.slice(0, 10);
  return iso.endsWith(':00.000Z') ? iso.slice(0, 16).replace('T', ' ') : iso.slice(0, 19).replace('T', ' ');
}

/** A number as its column writes its decimal mark: a point, or a decimal comma's column a comma (trading the marks is its own inverse). */
const marked = (type: ColumnType, text: string): string => pointTextOf(type)(text);

/** How a number or date column's values read in the summary. */
export const valueText = (type: ColumnType, n: number): string => (familyOf(type) === 'date' ? date(n) : marked(type, number(n)));

/** The summary's terms and what they say: Rows, Blank, Distinct, then Min, Max, Mean (numbers) or Earliest, Latest (dates). */
export function summaryItems(summary: ColumnSummary, type: ColumnType): { term: string; detail: string }[] {
  const items = [
    { term: 'Rows', detail: count(summary.rows) },
    { term: 'Blank', detail: count(summary.blank) },
    { term: 'Distinct', detail: count(summary.distinct) },
  ];
  const { min, max, mean } = summary;
  if (min === undefined || max === undefined || mean === undefined) return items;
  if (familyOf(type) === 'date') return [...items, { term: 'Earliest', detail: date(min) }, { term: 'Latest', detail: date(max) }];
  // Min and Max are values read: shown whole, as a number of the column (1234567.89, not 1234570).
  return [...items, { term: 'Min', detail: marked(type, String(min)) }, { term: 'Max', detail: marked(type, String(max)) }, { term: 'Mean', detail: marked(type, meanText(mean)) }];
}

/** A value's checkbox label: the value (an empty one as `(Blank)`) and how many rows hold it. */
export const valueLabel = (value: string, rows: number): string => `${value === '' ? '(Blank)' : value} (${count(rows)})`;

/** What the list says of the values it leaves out. */
export const moreText = (more: number, shown: number): string | null =>
  more === 0 ? null : `The list shows the ${count(shown)} most frequent values; ${count(more)} more ${more === 1 ? 'is' : 'are'} not listed.`;

/** A search as the dialog quotes it: its first 40 characters, as a filter's message quotes its text (a screen reader says 40, not 100,000). */
const quoted = (search: string) => `“${search.length > 40 ? `${search.slice(0, 40)}…` : search}”`;

/** What the dialog says once a search is answered: how many values contain it (`found`: listed or not). */
export const searchedText = (search: string, found: number): string =>
  found === 0 ? `No values contain ${quoted(search)}.` : `${count(found)} ${found === 1 ? 'value contains' : 'values contain'} ${quoted(search)}.`;

/** What the dialog says while Apply would leave out the `more` values the list does not show (valueChecks.ts leavesOutUnlisted). */
export const leftOutText = (more: number): string =>
  `Apply keeps only the ticked values listed: the ${count(more)} not listed ${more === 1 ? 'goes' : 'go'} too.`;

/**
 * A histogram bin's range as its table row says it; a bin of one value, that value. A bin holds
 * values from `from` up to, not including, `to` (the last one includes `to`), so a bin of whole
 * days names its first and last day: `2014-01-01 to 2014-01-08`, then `2014-01-09 to …`.
 */
export function binRange(type: ColumnType, { from, to }: HistogramBin, last: boolean): string {
  const end = familyOf(type) === 'date' && !last && wholeDay(from) && wholeDay(to) ? to - DAY_MS : to;
  return end === from ? valueText(type, from) : `${valueText(type, from)} to ${valueText(type, end)}`;
}
