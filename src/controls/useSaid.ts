import { useCallback, useEffect, useState } from 'react';

/** What a status region says now; `times` counts the sayings (a key, so a repeat is new text). */
export interface Said {
  text: string;
  times: number;
}

/**
 * A short confirmation for a status region ("Link copied", "Copied 3 rows"): shown for a few
 * seconds, then gone. Saying the same words again starts its time again, and rendered with
 * `key={said.times}` it is new text that assistive technology announces again.
 */
export function useSaid(ms = 3000): [Said, (text: string) => void] {
  const [said, setSaid] = useState<Said>({ text: '', times: 0 });
  useEffect(() => {
    if (!said.text) return;
    const timer = setTimeout(() => setSaid((now) => ({ ...now, text: '' })), ms);
    return () => clearTimeout(timer);
  }, [said, ms]);
  const say = useCallback((text: string) => setSaid((now) => ({ text, times: now.times + 1 })), []);
  return [said, say];
}
