import { useState } from 'react';
import { useBackOrForward } from './useBackOrForward';
import { PAGE_SIZES, pageFromInput } from '../view/pager';

export interface PagerView {
  /** 1-based. */
  page: number;
  pageCount: number;
  pageSize: number;
}

export interface PagerActions {
  goToPage(page: number): void;
  /** Previous and Next: a step from the page in force (two quick presses go two pages, whatever is drawn yet). */
  stepPage(delta: number): void;
  setPageSize(size: number): void;
}

/**
 * A pager button that says it is disabled with `aria-disabled` rather than `disabled`: a
 * disabled button drops keyboard focus to <body>, so pressing Enter on "Previous page" to reach
 * page 1 (or "Last page") would lose the visitor's place. This one keeps focus and ignores presses.
 */
function PagerButton({ label, disabled, onPress, children }: { label: string; disabled: boolean; onPress: () => void; children: string }) {
  return (
    <button type="button" aria-label={label} aria-disabled={disabled} onClick={disabled ? undefined : onPress}>
      {children}
    </button>
  );
}

export function Pager({ view, actions }: { view: PagerView; actions: PagerActions }) {
  const { page, pageCount, pageSize } = view;
  const onFirst = page <= 1;
  const onLast = page >= pageCount;
  // While the visitor edits the box it shows what they type; otherwise the current page.
  const [editedText, setEditedText] = useState<string | null>(null);
  const showPage = () => setEditedText(null);
  // Back or Forward brings another page: the box shows it, even while it has focus.
  useBackOrForward(showPage);

  return (
    <nav className="pager" aria-label="Pagination">
      <PagerButton label="First page" disabled={onFirst} onPress={() => actions.goToPage(1)}>
        {'<<'}
      </PagerButton>
      <PagerButton label="Previous page" disabled={onFirst} onPress={() => actions.stepPage(-1)}>
        {'<'}
      </PagerButton>
      <PagerButton label="Next page" disabled={onLast} onPress={() => actions.stepPage(1)}>
        {'>'}
      </PagerButton>
      <PagerButton label="Last page" disabled={onLast} onPress={() => actions.goToPage(pageCount)}>
        {'>>'}
      </PagerButton>
      <span className="page-of" aria-live="polite" aria-atomic="true">
        Page <strong>{page}</strong> of <strong>{pageCount}</strong>
      </span>
      <label className="go-to-page">
        Go to page{' '}
        <input
          aria-label="Go to page"
          type="number"
          inputMode="numeric"
          min={1}
          max={pageCount}
          value={editedText ?? String(page)}
          onFocus={() => setEditedText(String(page))}
          onChange={(event) => {
            setEditedText(event.target.value);
            // A number input reports "" both when it is empty and when its text is not (yet) a
            // number ("7e" on the way to "7e1", "1e400"); only a really empty box means page 1.
            if (event.target.validity.badInput) return;
            const target = pageFromInput(event.target.value, pageCount);
            if (target !== null) actions.goToPage(target);
          }}
          // Once the visitor is done (Enter, or focus gone), show the page reached (999 may have become 500).
          onKeyDown={(event) => event.key == 'Enter' && showPage()}
          onBlur={showPage}
        />
      </label>
      <select
        aria-label="Page size"
        value={pageSize}
        onChange={(event) => actions.setPageSize(Number(event.target.value))}
      >
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            Show {size}
          </option>
        ))}
      </select>
    </nav>
  );
}
