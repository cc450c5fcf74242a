/**
 * What the person is told of a table as it opens: a sentence, or one that advises a Type for
 * columns (by id), which holds while one of them is read as the table reads it.
 */
export type TableNotice = string | { readonly text: string; readonly typeFor: readonly string[] };

/** Its sentence. */
export const noticeText = (notice: TableNotice): string => (typeof notice === 'string' ? notice : notice.text);

/**
 * What a notice is about, when that can stop holding: a `file` (it could not open, what was
 * repaired, a read stopped) until a later file opens; the history `entry` shown (its address
 * names a file not open here; a Type chosen there removed part of the grouping) until a file
 * opens or Back or Forward shows another entry.
 */
export type NoticeAbout = 'file' | 'entry';
