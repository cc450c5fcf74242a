import { DebouncedInput } from './DebouncedInput';

export function GlobalSearch({ value, onCommit }: { value: string; onCommit: (term: string) => void }) {
  return (
    <DebouncedInput
      className="global-search"
      type="search"
      value={value}
      onCommit={onCommit}
      placeholder="Search all columns..."
      aria-label="Search all columns"
    />
  );
}
