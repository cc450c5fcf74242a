import { type Dataset, datasetByKey, PEOPLE } from './datasets';
import { FIRST_SET_SIZE, MAX_ROWS } from './person';

export const MAX_SEED = 0xffffffff;

export interface StartOptions {
  /** Seeds every generated set; the same seed replays the same sets. */
  seed: number;
  /** Size of the first set. */
  rows: number;
  /** `?dataset=`: what the grid shows first. */
  dataset: Dataset;
  /** `?names=markup`: mix names that look like HTML and script into the people. */
  markupNames: boolean;
  /** `?fault=grid`: the grid fails on purpose, to show how the page copes. */
  gridFault: boolean;
  /** One sentence per URL parameter that was ignored, for the page to show. */
  notices: string[];
}

/** A whole decimal number written plainly: no sign, no exponent, no fraction. */
const WHOLE_NUMBER = /^\d+$/;

function readWholeNumber(
  params: URLSearchParams,
  name: string,
  min: number,
  max: number,
  fallback: number,
  fallbackText: string,
  notices: string[],
): number {
  const values = params.getAll(name);
  if (values.length === 0) return fallback;
  const raw = values[values.length - 1]!;
  const value = WHOLE_NUMBER.test(raw) ? Number(raw) : NaN;
  const valid = Number.isSafeInteger(value) && value >= min && value <= max;
  if (values.length > 1) {
    notices.push(`?${name} was given ${values.length} times; only the last one counts.`);
  }
  if (valid) return value;
  notices.push(
    `Ignored ?${name}=${JSON.stringify(raw).slice(1, -1).slice(0, 40)}: ` +
      `expected a whole number from ${min} to ${max}. Using ${fallbackText}.`,
  );
  return fallback;
}

/** A parameter that takes one word; anything else is ignored with a notice. */
function readFlag(params: URLSearchParams, name: string, word: string, notices: string[]): boolean {
  const values = params.getAll(name);
  if (values.length === 0) return false;
  const raw = values[values.length - 1]!;
  if (raw === word) return true;
  notices.push(`Ignored ?${name}=${JSON.stringify(raw).slice(1, -1).slice(0, 40)}: the only value is "${word}".`);
  return false;
}

function readDataset(params: URLSearchParams, notices: string[]): Dataset {
  const key = params.getAll('dataset').at(-1);
  if (key === undefined) return PEOPLE;
  const dataset = datasetByKey(key);
  if (!dataset) notices.push(`Ignored ?dataset=${JSON.stringify(key).slice(1, -1).slice(0, 40)}: there is no such dataset. Showing People.`);
  return dataset ?? PEOPLE;
}

/** Reads the URL's parameters; bad values fall back to defaults with a notice, never throw. */
export function parseStartOptions(search: string, randomSeed: number): StartOptions {
  const params = new URLSearchParams(search);
  const notices: string[] = [];
  const seed = readWholeNumber(params, 'seed', 0, MAX_SEED, randomSeed, 'a random seed', notices);
  const rows = readWholeNumber(params, 'rows', 1, MAX_ROWS, FIRST_SET_SIZE, `${FIRST_SET_SIZE}`, notices);
  const markupNames = readFlag(params, 'names', 'markup', notices);
  const gridFault = readFlag(params, 'fault', 'grid', notices);
  const dataset = readDataset(params, notices);
  return { seed, rows, dataset, markupNames, gridFault, notices };
}
