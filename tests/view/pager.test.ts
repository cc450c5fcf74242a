import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { clampPage, PAGE_SIZES, pageCountFor, pageFromInput, pageKeepingTopRow } from '../../src/view/pager';

describe('pageCountFor', () => {
  it.each([
    [0, 10, 1], // no rows still shows one page
    [1, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [5000, 10, 500],
    [5000, 30, 167],
    [50000, 50, 1000],
  ])('%d rows at %d a page -> %d pages', (rows, size, pages) => {
    expect(pageCountFor(rows, size)).toBe(pages);
  });
});

describe('clampPage', () => {
  it.each([
    [0, 5, 1],
    [-3, 5, 1],
    [3, 5, 3],
    [9, 5, 5],
    [2.7, 5, 2],
    [4, 0, 1],
  ])('page %d of %d -> %d', (page, count, expected) => {
    expect(clampPage(page, count)).toBe(expected);
  });
});

describe('pageFromInput', () => {
  it.each<[string, number, number | null]>([
    ['', 50, 1], // empty means page 1
    ['  ', 50, 1],
    ['7', 50, 7],
    ['0', 50, 1],
    ['-4', 50, 1],
    ['51', 50, 50],
    ['2.9', 50, 2],
    ['1e3', 50, 50],
    ['1e1', 50, 10],
    ['abc', 50, null],
    ['Infinity', 50, null],
  ])('%j with %d pages -> %s', (text, count, expected) => {
    expect(pageFromInput(text, count)).toBe(expected);
  });
});

describe('pageKeepingTopRow', () => {
  it.each([
    // [page index, old size, new size, new page index]
    [0, 10, 50, 0],
    [4, 10, 50, 0], // rows 40..49 -> page with 0..49
    [5, 10, 50, 1], // row 50 starts page 1 of 50
    [3, 50, 10, 15], // row 150
    [7, 20, 30, 4], // row 140 -> 120..149
    [2, 10, 10, 2],
  ])('page %d at %d a page -> page %d at %d', (page, oldSize, newSize, expected) => {
    expect(pageKeepingTopRow(page, oldSize, newSize)).toBe(expected);
  });
});

describe('the full-page height in CSS (src/styles/cells.css)', () => {
  // The stylesheet reads the page size from the Page size select's checked option, one rule a size.
  const css = readFileSync(new URL('../../src/styles/cells.css', import.meta.url), 'utf8');
  it.each(PAGE_SIZES)('has the rule of %i a page', (size) => {
    expect(css).toContain(`.app:has(.pager option[value='${size}']:checked) {\n  --page-size: ${size};\n}`);
  });
});
