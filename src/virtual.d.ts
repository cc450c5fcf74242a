declare module 'virtual:faker-en-person' {
  interface BySex<T> {
    generic?: T[];
    female?: T[];
    male?: T[];
  }
  /** faker's English `person.first_name`, `person.last_name` and `person.last_name_pattern`. */
  const person: {
    first_name: BySex<string>;
    last_name: BySex<string>;
    last_name_pattern?: BySex<{ value: string; weight: number }>;
  };
  export default person;
}
