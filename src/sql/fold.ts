import removeAccents from 'remove-accents';
import type { Dialect } from './dialect';

/** A text and what remove-accents makes of it. */
type Change = readonly [from: string, to: string];

const COMBINING_MARKS: readonly [number, number] = [0x300, 0x36f];
/** Letters that remove-accents folds together with a following combining mark (Latin, IPA). */
const MARKED_BASES: readonly [number, number] = [0x20, 0x2af];

const isSurrogate = (code: number) => code >= 0xd800 && code <= 0xdfff;
const charsIn = ([first, last]: readonly [number, number]) =>
  Array.from({ length: last - first + 1 }, (_, i) => first + i)
    .filter((code) => !isSurrogate(code))
    .map((code) => String.fromCharCode(code));

/**
 * remove-accents' changes read from the library itself rather than copied: every character it
 * changes (ł ø þ ı included, which `strip_accents` leaves), and every letter with a combining
 * mark that it folds as one (Z̧ to Z). tests/sql/fold.test.ts checks the list is whole.
 */
export function accentChanges(): { singles: Change[]; marked: Change[] } {
  const singles = charsIn([0, 0xffff]).flatMap((char): Change[] => {
    const folded = removeAccents(char);
    return folded === char ? [] : [[char, folded]];
  });
  const marks = charsIn(COMBINING_MARKS);
  const marked = charsIn(MARKED_BASES).flatMap((base) =>
    marks.flatMap((mark): Change[] => {
      const folded = removeAccents(base + mark);
      return folded === removeAccents(base) + mark ? [] : [[base + mark, folded]];
    }),
  );
  return { singles, marked };
}

/** Worked out once, as the module loads, rather than in a first fuzzy sort's time. */
const changes = accentChanges();

/** A combining mark anywhere: only such texts need the letter-and-mark replacements. */
const ANY_MARK = `[\\x{${COMBINING_MARKS[0].toString(16)}}-\\x{${COMBINING_MARKS[1].toString(16)}}]`;

/**
 * SQL for remove-accents(text): letters with a combining mark first (as remove-accents matches
 * them whole), then characters that become two (Æ to AE), then one `translate` for the rest.
 */
export function foldSql(dialect: Dialect, text: string): string {
  const replaceAll = (expr: string, list: readonly Change[]) => list.reduce((sql, [from, to]) => dialect.replace(sql, dialect.literal(from), dialect.literal(to)), expr);
  const unmarked = `CASE WHEN ${dialect.matches(text, dialect.literal(ANY_MARK))} THEN ${replaceAll(text, changes.marked)} ELSE ${text} END`;
  const [oneToOne, widening] = [changes.singles.filter(([, to]) => to.length === 1), changes.singles.filter(([, to]) => to.length !== 1)];
  const from = oneToOne.map(([char]) => char).join('');
  const to = oneToOne.map(([, folded]) => folded).join('');
  return dialect.translate(replaceAll(unmarked, widening), dialect.literal(from), dialect.literal(to));
}

/** SQL for match-sorter's form of a text: accents removed, then lower-cased. */
export const foldedLowerSql = (dialect: Dialect, text: string): string => dialect.lower(foldSql(dialect, text));
