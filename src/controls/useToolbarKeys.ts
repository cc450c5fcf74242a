import { type FocusEvent, type KeyboardEvent, type RefObject, useLayoutEffect, useRef } from 'react';

/** The button an arrow key, Home or End moves to from button `at` of `count`; null for another key. */
export function toolbarStep(key: string, at: number, count: number): number | null {
  if (key === 'ArrowRight') return (at + 1) % count;
  if (key === 'ArrowLeft') return (at - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * A toolbar's keys as ARIA's toolbar pattern has them: one Tab stop (the button focused last,
 * else the first), the Left and Right arrows move to the button before or after it (round the
 * ends), Home and End to the first and last. Buttons come and go with the toolbar's content, so
 * the one Tab stop is set again after every drawing.
 */
export function useToolbarKeys(toolbar: RefObject<HTMLElement | null>) {
  const stop = useRef<HTMLButtonElement | null>(null);
  const buttons = () => [...(toolbar.current?.querySelectorAll('button') ?? [])];
  const rove = (to?: HTMLButtonElement) => {
    const all = buttons();
    if (to) stop.current = to;
    if (!stop.current || !all.includes(stop.current)) stop.current = all[0] ?? null;
    for (const button of all) button.tabIndex = button === stop.current ? 0 : -1;
  };
  useLayoutEffect(() => rove());
  return {
    onFocus: (event: FocusEvent) => {
      if (event.target instanceof HTMLButtonElement) rove(event.target);
    },
    onKeyDown: (event: KeyboardEvent) => {
      const all = buttons();
      const at = all.indexOf(event.target as HTMLButtonElement);
      // With Alt, Ctrl or Meta an arrow is the browser's (Alt+Left is Back), not a step.
      const next = at < 0 || event.altKey || event.ctrlKey || event.metaKey ? null : toolbarStep(event.key, at, all.length);
      if (next === null) return;
      event.preventDefault();
      all[next]!.focus();
    },
  };
}
