import { en } from '@faker-js/faker';
import englishPerson from 'virtual:faker-en-person';
import { describe, expect, it } from 'vitest';

describe('virtual:faker-en-person', () => {
  it("holds faker's English name lists, whole", () => {
    expect(englishPerson.first_name).toEqual(en.person?.first_name);
    expect(englishPerson.last_name).toEqual(en.person?.last_name);
    expect(englishPerson.last_name_pattern).toEqual(en.person?.last_name_pattern);
    expect(englishPerson.first_name.female!.length).toBeGreaterThan(1000);
  });
});
