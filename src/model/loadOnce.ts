/**
 * A load run once and kept for every later call, but forgotten when it fails (code fetched while
 * the server is down), so the next call tries again instead of failing for good.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let kept: Promise<T> | null = null;
  return () =>
    (kept ??= load().catch((error: unknown) => {
      kept = null;
      throw error;
    }));
}
