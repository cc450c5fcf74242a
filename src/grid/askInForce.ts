import { queryKey, type RowQuery } from '../model/query';

/**
 * An answer about the query in force, for a copy or an export: the data answers an older query
 * `superseded` (null) once a newer one is asked, so when the view changed while the answer was on
 * its way it is asked again about the view now in force: what a person copies is what the screen
 * shows, and their key press is never dropped. Null when there is no query yet, or when it was
 * superseded though the view stayed (other rows were loaded).
 */
export async function askInForce<T>(inForce: () => RowQuery | null, ask: (query: RowQuery) => Promise<T | null>): Promise<T | null> {
  for (let query = inForce(); query; ) {
    const answer = await ask(query);
    if (answer !== null) return answer;
    const now = inForce();
    if (!now || queryKey(now) === queryKey(query)) return null;
    query = now;
  }
  return null;
}
