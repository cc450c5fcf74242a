/** A page's place in a dataset's result: what an answer fetched ahead is kept by. */
export interface PagePlace {
  readonly datasetKey: string;
  /** The query's key (queryKey). */
  readonly query: string;
  readonly start: number;
  readonly end: number;
}

const keyOf = ({ datasetKey, query, start, end }: PagePlace) => JSON.stringify([datasetKey, query, start, end]);

/** The page after `place`, of the same size, when the result (`count` rows) goes on past it. */
export const nextPlace = (place: PagePlace, count: number): PagePlace | null =>
  place.end < count ? { ...place, start: place.end, end: place.end + (place.end - place.start) } : null;

/**
 * One page fetched ahead of being asked for, as a served table's next page is while the person
 * reads this one: a Next page click then shows it without a round trip. Only the latest is kept.
 */
export class PageAhead<T> {
  private ahead: { key: string; answer: Promise<T> } | null = null;

  /** The answer fetched ahead for `place`, if that is the page kept (it is then let go). */
  take(place: PagePlace): Promise<T> | undefined {
    if (this.ahead?.key !== keyOf(place)) return undefined;
    const { answer } = this.ahead;
    this.ahead = null;
    return answer;
  }

  /** Keeps `fetch`'s answer for `place`, in place of any other. */
  keep(place: PagePlace, fetch: () => Promise<T>): void {
    this.ahead = { key: keyOf(place), answer: fetch() };
  }
}
