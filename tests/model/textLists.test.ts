import { describe, expect, it } from 'vitest';
import { ChunkedTextsBuilder, countingUpFrom, narrowCodes, narrowNumbers } from '../../src/data/files/packing';
import { NumberTexts, someText, type TextList, textArray } from '../../src/model/textLists';

const chunked = (texts: readonly string[]) => {
  const builder = new ChunkedTextsBuilder();
  for (const text of texts) builder.push(text);
  return builder.build();
};

describe('ChunkedTexts', () => {
  it.each<[string, string[]]>([
    ['none', []],
    ['one empty text', ['']],
    ['short and long texts, empty ones between', ['a', '', 'ann.smith1234@example.com', '', '', 'Zoë', '😀 two units', 'x'.repeat(70_000)]],
    ['a chunk and a text: 1,025 texts', Array.from({ length: 1025 }, (_, i) => `t${i}`)],
    ['three chunks, a character past Latin-1 in the second only', Array.from({ length: 3000 }, (_, i) => (i === 1500 ? 'Łukasz' : i % 7 === 0 ? '' : `row ${i}`))],
  ])('gives back each text as pushed: %s', (_, texts) => {
    const list = chunked(texts);
    expect(list.length).toBe(texts.length);
    expect(textArray(list)).toEqual(texts);
  });

  it.each<[string, string[], number[]]>([
    ['runs within a chunk, between single texts', Array.from({ length: 2100 }, (_, i) => (i % 5 === 0 ? '' : `r${i}é`)), [1, 1023, 1, 600, 423, 52]],
    ['a run that is a whole chunk', Array.from({ length: 2048 }, (_, i) => `${i}`), [1024, 1024]],
  ])('takes runs of texts joined as pushes of each: %s', (_, texts, runs) => {
    const builder = new ChunkedTextsBuilder();
    let at = 0;
    for (const run of runs) {
      if (run === 1) builder.push(texts[at]!);
      else {
        const part = texts.slice(at, at + run);
        let end = 0;
        builder.pushRun(part.join(''), part.map((text) => (end += text.length)));
      }
      at += run;
    }
    for (; at < texts.length; at++) builder.push(texts[at]!);
    expect(textArray(builder.build())).toEqual(texts);
  });

  it('takes no run past the chunk being filled', () => {
    const builder = new ChunkedTextsBuilder();
    builder.push('a');
    expect(builder.room).toBe(1023);
    expect(() => builder.pushRun('x'.repeat(1024), Array.from({ length: 1024 }, (_, i) => i + 1))).toThrow(/fit the chunk/);
  });

  it.each([-1, 3, NaN])('has no text at %s', (index) => {
    expect(chunked(['a', 'b', 'c']).at(index)).toBeUndefined();
  });
});

describe('NumberTexts', () => {
  it.each<[string, number[], string[]]>([
    ['integers and decimals as JavaScript writes them', [1, -3, 0, 12.5, -0.25, 0.1], ['1', '-3', '0', '12.5', '-0.25', '0.1']],
    ['NaN as an empty cell', [NaN, 7], ['', '7']],
    ['large and small ones with an exponent', [1e21, 1e-7, -0], ['1e+21', '1e-7', '0']],
  ])('%s', (_, numbers, texts) => {
    expect(textArray(new NumberTexts(Float64Array.from(numbers)))).toEqual(texts);
  });

  it('writes 32-bit integers kept as such', () => {
    expect(textArray(new NumberTexts(Int32Array.of(0, -7, 2 ** 31 - 1)))).toEqual(['0', '-7', '2147483647']);
  });

  it('has no text past its end', () => {
    expect(new NumberTexts(Float64Array.of(1)).at(1)).toBeUndefined();
  });
});

describe('narrowCodes', () => {
  it.each<[number, string]>([
    [1, 'Uint8Array'],
    [256, 'Uint8Array'],
    [257, 'Uint16Array'],
    [65_536, 'Uint16Array'],
    [65_537, 'Uint32Array'],
  ])('%s distinct values: %s', (distinct, name) => {
    const codes = Uint32Array.from([0, distinct - 1, Math.floor(distinct / 2)]);
    const narrow = narrowCodes(codes, distinct);
    expect(narrow.constructor.name).toBe(name);
    expect(Array.from(narrow)).toEqual(Array.from(codes));
  });
});

describe('narrowNumbers', () => {
  it.each<[string, number[], string]>([
    ['32-bit integers', [0, -7, 2 ** 31 - 1, -(2 ** 31)], 'Int32Array'],
    ['none at all', [], 'Int32Array'],
    ['a decimal', [1, 1.5], 'Float64Array'],
    ['an empty cell', [1, NaN], 'Float64Array'],
    ['past 32 bits', [2 ** 31], 'Float64Array'],
    ['an infinity', [Infinity], 'Float64Array'],
  ])('%s: %s', (_, numbers, name) => {
    const narrow = narrowNumbers(Float64Array.from(numbers));
    expect(narrow.constructor.name).toBe(name);
    expect(Array.from(narrow)).toEqual(numbers);
  });
});

describe('someText', () => {
  it.each<[string[], boolean]>([
    [[], false],
    [['a', 'b'], false],
    [['a', ''], true],
  ])('finds an empty text in %j: %s', (texts, found) => {
    expect(someText(chunked(texts), (text) => text === '')).toBe(found);
    expect(someText(texts, (text) => text === '')).toBe(found);
  });
});

describe('countingUpFrom', () => {
  it.each<[string, TextList, number | null]>([
    ['texts 1, 2, 3', ['1', '2', '3'], 1],
    ['texts from 0', ['0', '1'], 0],
    ['one text', ['41'], 41],
    ['numbers 5, 6, 7', new NumberTexts(Int32Array.of(5, 6, 7)), 5],
    ['doubles 1, 2', new NumberTexts(Float64Array.of(1, 2)), 1],
    ['none', [], null],
    ['a gap', ['1', '2', '4'], null],
    ['counting down', ['3', '2', '1'], null],
    ['a repeat', new NumberTexts(Int32Array.of(1, 1)), null],
    ['written another way', ['1', '02', '3'], null],
    ['an empty cell', new NumberTexts(Float64Array.of(1, NaN)), null],
    ['from below 0 (its text order is not its number order)', ['-1', '0', '1'], null],
    ['not whole numbers', ['0.5', '1.5'], null],
    ['text', ['a', 'b'], null],
  ])('%s: %s', (_, texts, first) => {
    expect(countingUpFrom(texts)).toBe(first);
  });
});
