import { startTransition, useEffect, useState } from 'react';

/**
 * False on the first render, true from a later task: what can wait (AG Grid's mount) is drawn
 * after the first frame with the page's toolbar, so the first task stays short.
 */
export function useLater(): boolean {
  const [later, setLater] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setLater(true)), 0);
    return () => clearTimeout(timer);
  }, []);
  return later;
}
