import type { Ref } from 'react';
import { DebouncedInput } from './DebouncedInput';

interface Props {
  value: string;
  onCommit: (term: string) => void;
  /** The input, for the `/` shortcut (KeyboardShortcuts.tsx). */
  ref?: Ref<HTMLInputElement>;
}

export function GlobalSearch({ value, onCommit, ref }: Props) {
  return (
    <DebouncedInput
      ref={ref}
      className="global-search"
      type="search"
      value={value}
      onCommit={onCommit}
      placeholder="Search all columns..."
      aria-label="Search all columns"
      aria-keyshortcuts="/"
    />
  );
}
