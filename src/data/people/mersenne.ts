/**
 * faker's random number generator for a number seed: the Mersenne Twister MT19937 (Matsumoto
 * and Nishimura) as @faker-js/faker 10 writes it, and its 53-bit float made of two 32-bit draws
 * (`generateMersenne53Randomizer`). It is written out here because importing faker's own brings
 * faker's whole SimpleFaker along (a module-level instance keeps every one of its modules) onto
 * the first screen. tests/data/people/fakerPeople.test.ts holds the draws equal to
 * faker's, so a seed gives the people it always gave.
 */
const N = 624;
const M = 397;
const MATRIX_A = 0x9908b0df;
const UPPER_MASK = 0x80000000;
const LOWER_MASK = 0x7fffffff;

/** init_genrand: the state for a number seed. */
function seeded(seed: number): number[] {
  const state = new Array<number>(N);
  state[0] = seed;
  for (let i = 1; i < N; i++) {
    const previous = state[i - 1]! ^ (state[i - 1]! >>> 30);
    state[i] = Math.trunc(Math.imul(1812433253, previous) + i);
  }
  return state;
}

/** The next N words of the state, in place. */
function twist(state: number[]): number[] {
  const mix = (i: number, next: number, far: number) => {
    const y = (state[i]! & UPPER_MASK) + (state[next]! & LOWER_MASK);
    state[i] = state[far]! ^ (y >>> 1) ^ (-(y & 1) & MATRIX_A);
  };
  for (let i = 0; i < N - M; i++) mix(i, i + 1, i + M);
  for (let i = N - M; i < N - 1; i++) mix(i, i + 1, i + M - N);
  mix(N - 1, 0, M - 1);
  return state;
}

export class Mersenne53 {
  private states: number[];
  private index = 0;

  constructor(seed: number) {
    this.states = twist(seeded(seed));
  }

  private nextU32(): number {
    let y = this.states[this.index]!;
    y ^= y >>> 11;
    y ^= (y << 7) & 0x9d2c5680;
    y ^= (y << 15) & 0xefc60000;
    y ^= y >>> 18;
    if (++this.index >= N) {
      this.states = twist(this.states);
      this.index = 0;
    }
    return y >>> 0;
  }

  /** A float in [0, 1) with 53 random bits, as faker's randomizer's `next()`. */
  next(): number {
    const high = this.nextU32() >>> 5;
    const low = this.nextU32() >>> 6;
    return (high * 67108864 + low) * 2 ** -53;
  }
}
