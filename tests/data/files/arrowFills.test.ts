import { describe, expect, it } from 'vitest';
import { KeyFill, Utf8Fill, type Utf8Buffers, utf8Run } from '../../../src/data/files/arrowFills';
import { PLAIN_AFTER } from '../../../src/data/files/dictionaryBuilder';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** A batch of UTF-8 strings as flechette holds one: `null` a null row, bytes (Uint8Array) written as they are. */
function batchOf(cells: (string | Uint8Array | null)[]): Utf8Buffers {
  const parts = cells.map((cell) => (cell === null ? new Uint8Array(0) : typeof cell === 'string' ? encoder.encode(cell) : cell));
  const offsets = new Int32Array(cells.length + 1);
  parts.forEach((part, i) => (offsets[i + 1] = offsets[i]! + part.length));
  const values = new Uint8Array(offsets[cells.length]!);
  parts.forEach((part, i) => values.set(part, offsets[i]));
  const nullCount = cells.filter((cell) => cell === null).length;
  return { values, offsets, nullCount, isValid: (row) => cells[row] !== null };
}

/** What each cell shows when decoded on its own ('' for a null). */
const expected = (cells: (string | Uint8Array | null)[]) => cells.map((cell) => (cell === null ? '' : typeof cell === 'string' ? cell : decoder.decode(cell)));

const textsOf = ({ values, codes }: ReturnType<Utf8Fill['build']>, count: number) => Array.from({ length: count }, (_, row) => values.at(codes ? codes[row]! : row));

/** Fills a column from `cells`, in batches of `batchRows` read `stepRows` at a time. */
function filled(cells: (string | Uint8Array | null)[], batchRows: number, stepRows: number) {
  const fill = new Utf8Fill(cells.length);
  for (let base = 0; base < cells.length; base += batchRows) {
    const batch = batchOf(cells.slice(base, base + batchRows));
    const rows = Math.min(batchRows, cells.length - base);
    for (let from = 0; from < rows; from += stepRows) fill.add(batch, from, Math.min(rows, from + stepRows), base);
  }
  return fill.build(cells.length);
}

describe('utf8Run: a run of rows decoded at once, cut where each row ends', () => {
  it.each<[string, (string | Uint8Array)[], number[] | undefined]>([
    ['one byte a character', ['ab', '', 'c'], [2, 2, 3]],
    ['two- and three-byte characters', ['é', 'x€', 'Łukasz'], [1, 3, 9]],
    ['a character past U+FFFF takes two', ['😀', 'a'], [2, 3]],
    ['invalid bytes, one a character', [Uint8Array.of(0xff), Uint8Array.of(0x41)], [1, 2]],
    ['invalid bytes that are no character: each row decoded on its own', [Uint8Array.of(0xe2, 0x82), Uint8Array.of(0x41, 0xc3, 0xa9)], undefined],
    ['a character cut across two rows: each decoded on its own', [Uint8Array.of(0x41, 0xc3), Uint8Array.of(0xa9, 0xc3, 0xa9)], undefined],
  ])('%s', (_, cells, ends) => {
    const batch = batchOf(cells);
    const found = new Uint32Array(cells.length);
    const text = utf8Run(batch, 0, cells.length, found);
    if (ends === undefined) return expect(text).toBeUndefined();
    expect(Array.from(found)).toEqual(ends);
    expect(Array.from(found, (end, i) => text!.slice(i === 0 ? 0 : found[i - 1], end))).toEqual(expected(cells));
  });
});

const few = ['Lisbon', 'São Paulo', 'Zürich', '', 'Łódź', '東京', '😀 party'];
const many = (count: number) => Array.from({ length: count }, (_, i) => (i % 3 === 0 ? `ünïcode ${i}` : `row ${i}`));
const withNulls = (cells: string[]) => cells.map((cell, i) => (i % 7 === 3 ? null : cell));
const broken = [Uint8Array.of(0x41, 0xc3), Uint8Array.of(0xa9), Uint8Array.of(0xff, 0x42), 'ok'];

describe('Utf8Fill: a column of strings from its bytes', () => {
  it.each<[string, (string | Uint8Array | null)[], number, number]>([
    ['few values, repeated, over batches and steps that do not line up', Array.from({ length: 5000 }, (_, i) => few[(i * 7) % few.length]!), 1000, 300],
    ['few values with nulls', withNulls(Array.from({ length: 3000 }, (_, i) => few[i % few.length]!)), 512, 512],
    ['invalid UTF-8, each value decoded on its own', Array.from({ length: 400 }, (_, i) => broken[i % broken.length]!), 64, 50],
    ['nearly every value new: lists each row, in chunks', many(PLAIN_AFTER + 5000), 65_536, 32_768],
    ['nearly every value new, with nulls, in odd steps', withNulls(many(PLAIN_AFTER + 3000)), 10_000, 777],
    ['nearly every value new, invalid UTF-8 among them', [...many(PLAIN_AFTER + 2000), ...broken, 'end'], 70_000, 1023],
  ])('%s', (_, cells, batchRows, stepRows) => {
    expect(textsOf(filled(cells, batchRows, stepRows), cells.length)).toEqual(expected(cells));
  });

  it('a dictionary while values repeat, each listed once; past PLAIN_AFTER new values, each row listed', () => {
    const repeated = filled(Array.from({ length: 2000 }, (_, i) => few[i % 3]!), 2000, 2000);
    expect(repeated.codes).not.toBeNull();
    expect(repeated.values.length).toBe(3);
    expect(filled(many(PLAIN_AFTER + 10), 70_000, 70_000).codes).toBeNull();
  });
});

describe('KeyFill: whole numbers that stand for texts', () => {
  it('writes each key once and keeps nulls and empty texts empty', () => {
    const written: number[] = [];
    const fill = new KeyFill(6, (key) => (written.push(key), key < 0 ? '' : `day ${key}`));
    const values = Int32Array.of(5, 7, 5, -1, 7, 9);
    fill.add({ values, nullCount: 1, isValid: (row) => row !== 5 }, 0, 4, 0);
    fill.add({ values, nullCount: 1, isValid: (row) => row !== 5 }, 4, 6, 0);
    const { values: texts, codes } = fill.build(6);
    expect(Array.from({ length: 6 }, (_, row) => texts.at(codes![row]!))).toEqual(['day 5', 'day 7', 'day 5', '', 'day 7', '']);
    expect(written).toEqual([5, 7, -1]);
  });
});
