export const PAGE_SIZES = [10, 20, 30, 40, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;

/** At least one page, so an empty result still reads "Page 1 of 1". */
export function pageCountFor(rowCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(rowCount / pageSize));
}

/** A 1-based page number forced into 1..pageCount. */
export function clampPage(page: number, pageCount: number): number {
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, pageCount));
}

/**
 * The 1-based page that the "Go to page" text asks for: empty means page 1, a number is
 * truncated and clamped. Returns null for text that is not a number, which a number input
 * reports as "" anyway, so the caller can leave the page alone.
 */
export function pageFromInput(text: string, pageCount: number): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 1;
  const asNumber = Number(trimmed);
  if (!Number.isFinite(asNumber)) return null;
  return clampPage(asNumber, pageCount);
}

/** The 0-based page that, at the new size, holds the first row of the current page. */
export function pageKeepingTopRow(pageIndex: number, oldSize: number, newSize: number): number {
  return Math.floor((pageIndex * oldSize) / newSize);
}
