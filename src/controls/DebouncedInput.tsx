import { type ComponentPropsWithRef, type Ref, useImperativeHandle, useLayoutEffect, useRef, useState } from 'react';
import { useBackOrForward } from './useBackOrForward';
import { useLatest } from './useLatest';

/** How long after the last keystroke a filter or search applies. */
export const DEBOUNCE_MS = 500;

/** What a parent may ask of a DebouncedInput (its `handle` prop). */
export interface DebouncedInputHandle {
  /** The text typed so far; its pending commit is cancelled (the caller applies it itself). */
  takeText(): string;
}

type Props = Omit<ComponentPropsWithRef<'input'>, 'value' | 'onChange'> & {
  /** The applied value; when it changes from outside, the text follows it. */
  value: string;
  /** What the text is typed for (the dataset): when it changes, the text follows `value` and what was waiting to apply is dropped. */
  scope?: unknown;
  onCommit: (value: string) => void;
  handle?: Ref<DebouncedInputHandle>;
};

/**
 * A text input that reports its value once typing pauses for DEBOUNCE_MS, so a burst of
 * keystrokes filters once. Plain setTimeout, so tests can drive it with a fake clock.
 * Escape empties it and applies that at once.
 */
export function DebouncedInput({ value, scope, onCommit, onKeyDown, handle, ...inputProps }: Props) {
  const [text, setText] = useState(value);
  const [appliedValue, setAppliedValue] = useState(value);
  const [appliedScope, setAppliedScope] = useState(scope);
  /** A value we committed whose echo (as `value`) has not come back yet. */
  const [pendingEcho, setPendingEcho] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The timer fires after later renders: it must use the props of the latest one.
  const latest = useLatest({ value, onCommit });
  /**
   * What we committed last, until `value` changes. A commit reaches `value` only when React
   * draws next; an Escape or a keystroke in between must compare with what is applied by
   * then, not with the `value` of the last drawing (that race once let Escape leave a
   * just-applied search in place).
   */
  const committed = useRef<string | null>(null);
  useLayoutEffect(() => {
    // A value from outside (Back, a cleared filter), not the echo of ours: the text that was
    // waiting to apply is gone from the box, so it must not apply later either.
    if (value !== committed.current) clearTimeout(timer.current);
    committed.current = null;
  }, [value]);
  const applied = () => committed.current ?? latest.current.value;
  const dropWaiting = () => {
    clearTimeout(timer.current);
    committed.current = null;
  };
  // Text typed for another dataset does not apply to this one; nor does any once the input is gone.
  useLayoutEffect(() => dropWaiting, [scope]);
  // Nor text typed for the view Back or Forward leaves: the box shows the entry's value, even when that is no change.
  useBackOrForward(() => {
    dropWaiting();
    setText(value);
  });

  // Follow a value changed from outside (a cleared filter, a restored state) during render,
  // as React recommends for state derived from props. The echo of our own commit is not
  // followed: the visitor may have typed on since.
  if (value !== appliedValue || scope !== appliedScope) {
    setAppliedValue(value);
    setAppliedScope(scope);
    if (value === pendingEcho && scope === appliedScope) setPendingEcho(null);
    else setText(value);
  }

  useImperativeHandle(handle, () => ({
    takeText: () => {
      clearTimeout(timer.current);
      return text;
    },
  }));

  const commit = (next: string) => {
    committed.current = next;
    setPendingEcho(next);
    // A User Timing mark, so the benchmark can time from here to the result on screen.
    performance.clearMarks('input-commit');
    performance.mark('input-commit');
    latest.current.onCommit(next);
  };

  return (
    <input
      type="text"
      autoComplete="off"
      spellCheck={false}
      {...inputProps}
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          if (next !== applied()) commit(next);
        }, DEBOUNCE_MS);
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        // Escape with nothing to clear is left to others (a dialog, the grid).
        if (event.key !== 'Escape' || event.defaultPrevented || (text === '' && applied() === '')) return;
        event.preventDefault(); // a search input would clear itself and report it as typing
        clearTimeout(timer.current);
        setText('');
        if (applied() !== '') commit('');
      }}
    />
  );
}
