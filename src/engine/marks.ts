/** A run of characters, [start, end) in a cell's text, that matched a filter or the search (engine/highlight.ts). */
export type Range = [start: number, end: number];

/** `text` cut into plain and marked pieces, in order. */
export function segments(text: string, ranges: readonly Range[]): { text: string; marked: boolean }[] {
  const parts: { text: string; marked: boolean }[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) parts.push({ text: text.slice(at, start), marked: false });
    parts.push({ text: text.slice(start, end), marked: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false });
  return parts;
}
