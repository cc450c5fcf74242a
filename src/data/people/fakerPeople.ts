import englishPerson from 'virtual:faker-en-person';
import { Mersenne53 } from './mersenne';

type Sex = 'female' | 'male';

/**
 * The three draws of faker's that names and people need, on faker's random number generator
 * (Mersenne53) and with faker's own arithmetic, so they give what faker gives for a seed.
 */
export class Draws {
  private readonly randomizer: Mersenne53;

  constructor(seed: number) {
    this.randomizer = new Mersenne53(seed);
  }

  /** `faker.number.int({ min, max })` for integers `min <= max`. */
  int(min: number, max: number): number {
    if (min === max) return min; // faker draws nothing then
    return Math.floor(this.randomizer.next() * (max - min + 1) + min);
  }

  /** `faker.helpers.arrayElement`. */
  arrayElement<T>(array: readonly T[]): T {
    return array[array.length > 1 ? this.int(0, array.length - 1) : 0]!;
  }

  /** `faker.helpers.weightedArrayElement`: a draw of `faker.number.float({ min: 0, max: total })` against the running sum. */
  weightedArrayElement<T>(array: readonly { weight: number; value: T }[]): T {
    const total = array.reduce((sum, { weight }) => sum + weight, 0);
    const drawn = this.randomizer.next() * total;
    let sum = 0;
    for (const { weight, value } of array) {
      sum += weight;
      if (drawn < sum) return value;
    }
    return array.at(-1)!.value;
  }
}

export class FakerPeople {
  readonly draws: Draws;

  constructor(seed: number) {
    this.draws = new Draws(seed);
  }

  private sexType(): Sex {
    return this.draws.arrayElement<Sex>(['female', 'male']);
  }

  /** faker's selectDefinition: the list for a random sex, or the generic one. */
  private listFor<T>(entry: { generic?: T[]; female?: T[]; male?: T[] }): T[] {
    const sex = this.sexType();
    const { generic, female, male } = entry;
    const forSex = sex === 'female' ? female : male;
    if (forSex == null) return generic ?? [];
    if (generic == null) return forSex;
    return this.draws.weightedArrayElement([
      { weight: 3 * Math.sqrt(forSex.length), value: forSex },
      { weight: Math.sqrt(generic.length), value: generic },
    ]);
  }

  firstName(): string {
    return this.draws.arrayElement(this.listFor(englishPerson.first_name));
  }

  lastName(): string {
    const lastNames = englishPerson.last_name.generic!;
    const patterns = englishPerson.last_name_pattern;
    if (!patterns) return this.draws.arrayElement(this.listFor(englishPerson.last_name));
    const pattern = this.draws.weightedArrayElement(this.listFor(patterns));
    return pattern.replace(/\{\{person\.last_name\.generic\}\}/g, () => this.draws.arrayElement(lastNames));
  }
}
