import type { ValueType } from '../../model/columns';
import type { NumberArray } from '../../model/textLists';
import type { RowMask } from '../rowMask';
import { placesInOrder } from '../sortInSteps';
import type { ValueTest } from '../typedFilters';
import { VALUE_READERS } from '../typedValues';

/** Typed values in order, blanks (NaN: empty, or unreadable as the type) in a last place of their own. */
export interface TypedKeys {
  keys: Uint32Array;
  range: number;
  /** Some value is blank: its key is the last, range - 1. */
  emptyLast: boolean;
}

/** Each of `count` texts read as `type`; NaN where blank. */
export function typedValues(count: number, textAt: (i: number) => string, type: ValueType): Float64Array {
  const read = VALUE_READERS[type]!;
  const values = new Float64Array(count);
  for (let i = 0; i < count; i++) values[i] = read(textAt(i)) ?? NaN;
  return values;
}

/** Each value's place in ascending order (equal values share one), blanks last; yields between steps. */
export function* typedKeys(values: NumberArray): Generator<void, TypedKeys> {
  const compare = (a: number, b: number) => {
    const [x, y] = [values[a]!, values[b]!];
    if (Number.isNaN(x) || Number.isNaN(y)) return Number(Number.isNaN(x)) - Number(Number.isNaN(y));
    return x - y;
  };
  const { ordinals, count } = yield* placesInOrder(values.length, compare);
  return { keys: ordinals, range: count, emptyLast: values.some(Number.isNaN) };
}

/** The entries (values or rows) whose typed value passes `test`, as 1 or 0. */
export function typedPasses(values: NumberArray, test: ValueTest): RowMask {
  const passes = new Uint8Array(values.length);
  for (let i = 0; i < values.length; i++) {
    const value = values[i]!;
    passes[i] = test(Number.isNaN(value) ? undefined : value) ? 1 : 0;
  }
  return passes;
}
