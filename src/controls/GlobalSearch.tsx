import type { Ref } from 'react';
import { DebouncedInput } from './DebouncedInput';

interface Props {
  value: string;
  /** The dataset searched: text typed for another is dropped. */
  scope: unknown;
  onCommit: (term: string) => void;
  /** The input, for the `/` shortcut (KeyboardShortcuts.tsx). */
  ref?: Ref<HTMLInputElement>;
}

export function GlobalSearch({ value, scope, onCommit, ref }: Props) {
  return (
    <DebouncedInput
      ref={ref}
      className="global-search"
      type="search"
      value={value}
      scope={scope}
      onCommit={onCommit}
      placeholder="Search all columns..."
      aria-label="Search all columns"
      aria-keyshortcuts="/"
    />
  );
}
