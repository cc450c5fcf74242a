import { en, Faker } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { STATUSES } from '../../../src/model/person';
import { FakerPeople } from '../../../src/data/people/fakerPeople';

describe('FakerPeople', () => {
  it.each([1, 42, 20261122])('draws the same names as faker itself (seed %d)', (seed) => {
    const faker = new Faker({ locale: [en], seed });
    const ours = new FakerPeople(seed);
    for (let i = 0; i < 20_000; i++) {
      expect(ours.firstName()).toBe(faker.person.firstName());
      expect(ours.lastName()).toBe(faker.person.lastName());
      // The other draws a person takes (src/data/people/peopleTable.ts) stay in step too.
      for (const [min, max] of [[0, 40], [0, 1000], [0, 100], [0, STATUSES.length - 1], [5, 5]] as const) {
        expect(ours.draws.int(min, max)).toBe(faker.number.int({ min, max }));
      }
    }
  });

  it('makes double-barrelled last names now and then, as faker does', () => {
    const ours = new FakerPeople(3);
    const names = Array.from({ length: 5000 }, () => ours.lastName());
    const doubled = names.filter((name) => /^[^-]+-[^-]+$/.test(name) && !name.startsWith("'")).length;
    expect(doubled).toBeGreaterThan(100);
    expect(doubled).toBeLessThan(500);
  });
});
