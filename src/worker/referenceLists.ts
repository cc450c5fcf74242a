/**
 * The rows of a reference list as text columns (the id is the row's position). Loaded on
 * demand: the lists are a chunk of their own that only a visitor who opens one downloads.
 */
export async function loadReferenceList(key: string): Promise<Record<string, string>[]> {
  const { default: lists } = await import('virtual:faker-en-reference');
  switch (key) {
    case 'airlines':
      return lists.airlines.map(({ name, iataCode }) => ({ name, iataCode }));
    case 'airplanes':
      return lists.airplanes.map(({ name, iataTypeCode }) => ({ name, iataTypeCode }));
    case 'airports':
      return lists.airports.map(({ name, iataCode }) => ({ name, iataCode }));
    default: {
      const names = lists.animals[key];
      if (!names) throw new Error(`No reference list called ${key}`);
      return names.map((name) => ({ name }));
    }
  }
}
