import { setImmediate as nextTurn } from 'node:timers/promises';

/** How long the server's own work runs before it lets requests in: a page's query waits no longer. */
export const SLICE_MS = 20;

/**
 * Runs a job of steps (src/engine/steps.ts) to its end, giving the event loop a turn every
 * `sliceMs`: the server answers other clients while it works out, say, a million texts' natural order.
 */
export async function runInSlices<T>(steps: Generator<unknown, T>, sliceMs = SLICE_MS): Promise<T> {
  let sliceStart = Date.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (Date.now() - sliceStart >= sliceMs) {
      await nextTurn();
      sliceStart = Date.now();
    }
  }
}
