import { useEffect } from 'react';
import { useLatest } from './useLatest';

/**
 * Runs the latest render's `onEntry` when Back or Forward brings another history entry
 * (popstate). Heard through one listener for the component's life: one added while the event is
 * dispatched (a render in another listener of it) would not hear it.
 */
export function useBackOrForward(onEntry: () => void) {
  const latest = useLatest(onEntry);
  useEffect(() => {
    const heard = () => latest.current();
    addEventListener('popstate', heard);
    return () => removeEventListener('popstate', heard);
  }, [latest]);
}
