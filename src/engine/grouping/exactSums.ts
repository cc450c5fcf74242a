import { addScaled, type Scaled, scaledFromText, scaledFromValue, SPILL_AT } from './exactNumbers';

/** A plain text's units are split at this power of ten into two doubles (plainLimbs). */
export const LIMB = 1e15;
/** The most digits a plain text has once in units: its high part stays below 10^12. */
const PLAIN_DIGITS = 27;
const POWERS = Array.from({ length: 16 }, (_, n) => 10 ** n);
const [MINUS, POINT, ZERO, NINE] = ['-', '.', '0', '9'].map((char) => char.charCodeAt(0)) as [number, number, number, number];

/**
 * A plain decimal text (`-310.81300000000005`: digits and a point, no exponent, no sign but a
 * minus) in units of 10^-decimals, exactly, as high * LIMB + low (both signed as the number,
 * |low| < LIMB), written into `out`; false for any other text and for one of more than
 * PLAIN_DIGITS digits in units. A double written in full is such a text, which no double scales
 * exactly: reading its digits into two doubles costs far less than a BigInt.
 */
export function plainLimbs(text: string, decimals: number, out: Float64Array): boolean {
  const { length } = text;
  const start = text.charCodeAt(0) === MINUS ? 1 : 0;
  let point = -1;
  for (let i = start; i < length; i++) {
    const char = text.charCodeAt(i);
    if (char === POINT && point < 0) point = i;
    else if (char < ZERO || char > NINE) return false;
  }
  const digits = length - start - (point < 0 ? 0 : 1);
  const shift = decimals - (point < 0 ? 0 : length - 1 - point);
  if (digits === 0 || shift < 0 || digits + shift > PLAIN_DIGITS) return false;
  // The digits at places of 10^15 and up make the high part, the others the low one.
  const lowDigits = Math.max(0, Math.min(digits, 15 - shift));
  let [high, low, seen] = [0, 0, 0];
  for (let i = start; i < length; i++) {
    const char = text.charCodeAt(i);
    if (char === POINT) continue;
    if (seen++ < digits - lowDigits) high = high * 10 + (char - ZERO);
    else low = low * 10 + (char - ZERO);
  }
  const sign = start === 1 ? -1 : 1;
  out[0] = sign * high * POWERS[Math.max(0, shift - 15)]!;
  out[1] = lowDigits === 0 ? 0 : sign * low * POWERS[shift]!;
  return true;
}

/**
 * Running exact sums of a number column, one per group, in units of 10^-decimals (the column's
 * most). Three ways, cheapest first: a value a double scales exactly (scaledFromValue); a plain
 * text, by its digits (plainLimbs); any other text as a BigInt (scaledFromText).
 */
export class ExactSums {
  private readonly scale: number;
  /** Values a double scales, while their sum stays below SPILL_AT. */
  private readonly small: Float64Array;
  /** Plain texts' units: the parts above and below LIMB, |low| kept below LIMB. */
  private readonly high: Float64Array;
  private readonly low: Float64Array;
  /** What the doubles passed on once they grew, and the texts read as BigInts. */
  private readonly large: (bigint | undefined)[] = [];
  private readonly limbs = new Float64Array(2);

  constructor(
    groups: number,
    private readonly decimals: number,
  ) {
    this.scale = 10 ** decimals;
    [this.small, this.high, this.low] = [new Float64Array(groups), new Float64Array(groups), new Float64Array(groups)];
  }

  /** Adds `value` to group g's sum, where a double scales it exactly; false when `text`, its text, must be added (addText). */
  addValue(g: number, value: number): boolean {
    const scaled = scaledFromValue(value, this.decimals, this.scale);
    if (scaled !== scaled) return false;
    const sum = this.small[g]! + scaled;
    if (sum >= SPILL_AT || sum <= -SPILL_AT) {
      this.spill(g, BigInt(sum));
      this.small[g] = 0;
    } else this.small[g] = sum;
    return true;
  }

  /** Adds the number written in `text` to group g's sum. */
  addText(g: number, text: string): void {
    const { limbs } = this;
    if (!plainLimbs(text, this.decimals, limbs)) {
      this.spill(g, scaledFromText(text, this.decimals));
      return;
    }
    let [high, low] = [this.high[g]! + limbs[0]!, this.low[g]! + limbs[1]!];
    if (low >= LIMB) [high, low] = [high + 1, low - LIMB];
    else if (low <= -LIMB) [high, low] = [high - 1, low + LIMB];
    if (high >= SPILL_AT || high <= -SPILL_AT) {
      this.spill(g, BigInt(high) * BigInt(LIMB));
      high = 0;
    }
    [this.high[g], this.low[g]] = [high, low];
  }

  /** Group g's sum. */
  sum(g: number): Scaled {
    let sum = addScaled(this.small[g]!, this.low[g]!);
    if (this.high[g] !== 0) sum = addScaled(sum, BigInt(this.high[g]!) * BigInt(LIMB));
    const large = this.large[g];
    return large === undefined ? sum : addScaled(sum, large);
  }

  private spill(g: number, n: bigint): void {
    this.large[g] = (this.large[g] ?? 0n) + n;
  }
}
