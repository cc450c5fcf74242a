import { SimpleFaker } from '@faker-js/faker';
import englishPerson from 'virtual:faker-en-person';

type Sex = 'female' | 'male';

/**
 * faker's `person.firstName()` and `person.lastName()` for its English locale, on faker's
 * SimpleFaker: the same random draws in the same order, so the same seed gives the same names
 * (tests/data/fakerPeople.test.ts compares them with faker's own). The full Faker class with
 * its English locale weighs about 150 KB gzipped; this needs about 15 KB.
 */
export class FakerPeople {
  readonly faker: SimpleFaker;

  constructor(seed: number) {
    this.faker = new SimpleFaker({ seed });
  }

  private sexType(): Sex {
    return this.faker.helpers.arrayElement<Sex>(['female', 'male']);
  }

  /** faker's selectDefinition: the list for a random sex, or the generic one. */
  private listFor<T>(entry: { generic?: T[]; female?: T[]; male?: T[] }): T[] {
    const sex = this.sexType();
    const { generic, female, male } = entry;
    const forSex = sex === 'female' ? female : male;
    if (forSex == null) return generic ?? [];
    if (generic == null) return forSex;
    return this.faker.helpers.weightedArrayElement([
      { weight: 3 * Math.sqrt(forSex.length), value: forSex },
      { weight: Math.sqrt(generic.length), value: generic },
    ]);
  }

  firstName(): string {
    return this.faker.helpers.arrayElement(this.listFor(englishPerson.first_name));
  }

  lastName(): string {
    const lastNames = englishPerson.last_name.generic!;
    const patterns = englishPerson.last_name_pattern;
    if (!patterns) return this.faker.helpers.arrayElement(this.listFor(englishPerson.last_name));
    const pattern = this.faker.helpers.weightedArrayElement(this.listFor(patterns));
    return pattern.replace(/\{\{person\.last_name\.generic\}\}/g, () => this.faker.helpers.arrayElement(lastNames));
  }
}
