import { base, en, Faker } from '@faker-js/faker';
import { type Person, STATUSES } from './person';

/**
 * The seed of the n-th generated set (0 = the first set, 1 = the first "Refresh Data", ...).
 * Sets must differ from each other yet follow from one page seed, so a link with `?seed=`
 * replays the same sequence of sets. A 32-bit integer hash (murmur3's finaliser) spreads
 * neighbouring inputs far apart.
 */
export function seedForSet(pageSeed: number, setIndex: number): number {
  let h = (pageSeed ^ Math.imul(setIndex + 1, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** `count` people with ids 0..count-1, the same for the same seed. */
export function makePeople(count: number, seed: number): Person[] {
  // An own instance, so seeding it never disturbs anyone else's faker.
  const faker = new Faker({ locale: [en, base], seed });
  const people = new Array<Person>(count);
  for (let id = 0; id < count; id++) {
    people[id] = {
      id,
      firstName: faker.person.firstName(),
      lastName: faker.person.lastName(),
      age: faker.number.int({ min: 0, max: 40 }),
      visits: faker.number.int({ min: 0, max: 1000 }),
      progress: faker.number.int({ min: 0, max: 100 }),
      status: faker.helpers.arrayElement(STATUSES),
    };
  }
  return people;
}
