/**
 * Long jobs (making a set, filtering a million rows) are generators that yield where they can
 * give way; a caller with no one to give way to runs them to the end.
 */
export function runToEnd<T>(steps: Generator<unknown, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
