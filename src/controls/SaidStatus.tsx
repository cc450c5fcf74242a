import type { Said } from './useSaid';

/** A status region for a short confirmation (useSaid): a saying is new text, announced even when its words repeat. */
export function SaidStatus({ label, said }: { label: string; said: Said }) {
  return (
    <span className="copy-status" role="status" aria-label={label}>
      <span key={said.times}>{said.text}</span>
    </span>
  );
}
