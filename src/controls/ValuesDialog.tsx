import { type KeyboardEvent, startTransition, useEffect, useId, useRef, useState } from 'react';
import type { ColumnSummary } from '../model/summary';
import type { ColumnType } from '../model/columns';
import { appliedValues, checksFor, isChecked, leavesOutUnlisted, setChecked, toggled } from '../view/valueChecks';
import { leftOutText, moreText, searchedText, summaryItems, valueLabel } from '../view/valueSummary';
import { DebouncedInput, type DebouncedInputHandle } from './DebouncedInput';
import { Histogram } from './Histogram';

/**
 * The value a key moves to in the list from value `at` of `count`: Down and Up the next and the
 * one before (round the ends), Home and End the first and last; null for another key. (As the
 * Row groups toolbar's keys, down the list: not shared, as the page's first scripts would carry it.)
 */
export function listStep(key: string, at: number, count: number): number | null {
  if (key === 'ArrowDown') return (at + 1) % count;
  if (key === 'ArrowUp') return (at - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/** The dialog's buttons that read the list as searched. */
type ListButton = 'apply' | 'selectAll' | 'clear';

interface Props {
  /** The column's header text: the dialog is named `Values of <header>`. */
  header: string;
  type: ColumnType;
  /** The column's value list, ticked when the dialog opens; null ticks every value. */
  list: string[] | null;
  /** The column's summary and its values that contain `search` (null: a newer ask overtook it). */
  load: (search: string) => Promise<ColumnSummary | null>;
  /** Apply: the values to keep, or null for every value (no filter on the column). */
  onApply: (values: string[] | null) => void;
  onClose: () => void;
}

/**
 * A column's values at a glance, as a spreadsheet's filter menu shows them: a summary (and for
 * numbers and dates a histogram), and the values, most frequent first, each with a checkbox;
 * Apply keeps the rows whose value is ticked. A modal <dialog>: Escape and Cancel close it
 * with no change, and focus goes back to what opened it.
 */
export function ValuesDialog({ header, type, list, load, onApply, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  /** The column's summary and list with no search: Apply reads the list, the summary stays. */
  const [whole, setWhole] = useState<ColumnSummary | null>(null);
  const [search, setSearch] = useState('');
  /** The latest answer, and the search it answers: while a newer search is counted, no list shows. */
  const [answer, setAnswer] = useState<{ search: string; summary: ColumnSummary } | null>(null);
  const found = answer?.search === search ? answer.summary : null;
  const [checks, setChecks] = useState(() => checksFor(list));
  const [failure, setFailure] = useState<string | null>(null);
  const loadRef = useRef(load);
  const listBox = useRef<HTMLDivElement>(null);
  /** The list's one Tab stop: the value focused last (a thousand values are not a thousand Tab stops). */
  const [stop, setStop] = useState(0);

  useEffect(() => {
    const shown = dialog.current;
    if (shown && !shown.open) shown.showModal();
  }, []);

  // The values that contain the search, asked for again whenever it changes; a late answer to an older search is dropped.
  useEffect(() => {
    let current = true;
    loadRef.current(search).then(
      (summary) => {
        if (!current || !summary) return;
        // A transition: React draws up to a thousand values in slices that give way, not in one long task.
        startTransition(() => {
          setAnswer({ search, summary });
          if (search === '') setWhole(summary);
        });
      },
      (error: unknown) => current && setFailure(`Could not count the values of ${header}: ${String(error)}`),
    );
    return () => {
      current = false;
    };
  }, [search, header]);

  const shownValues = found?.values ?? [];
  const tabStop = Math.min(stop, shownValues.length - 1);
  // Up and Down move among the values (round the ends), Home and End to the first and last; Space ticks.
  const onListKeyDown = (event: KeyboardEvent) => {
    const boxes = [...listBox.current!.querySelectorAll('input')];
    const at = boxes.indexOf(event.target as HTMLInputElement);
    const next = at < 0 ? null : listStep(event.key, at, boxes.length);
    if (next === null) return;
    event.preventDefault();
    boxes[next]!.focus();
  };
  const searchInput = useRef<DebouncedInputHandle>(null);
  /** A button pressed with a search typed and not yet applied (within its 500 ms): pressed again, as drawn then, once that search's values are listed. */
  const whenSearched = useRef<ListButton | null>(null);
  /** Whether a search typed is still to apply: it applies now, and `button` is pressed once its values are listed. */
  const searchFirst = (button: ListButton) => {
    const typed = searchInput.current?.takeText() ?? search;
    if (typed === search) return false;
    whenSearched.current = button;
    setSearch(typed);
    return true;
  };
  const choose = (on: boolean) => {
    if (searchFirst(on ? 'selectAll' : 'clear')) return;
    setChecks((now) => setChecked(now, search === '' ? 'every' : shownValues.map(({ value }) => value), on));
  };
  const apply = () => {
    if (searchFirst('apply')) return;
    if (!whole || !found) return; // still counting
    const searched = search === '' ? null : shownValues.map(({ value }) => value);
    onApply(appliedValues(checks, whole.values.map(({ value }) => value), searched));
    dialog.current?.close();
  };
  useEffect(() => {
    const button = whenSearched.current;
    if (!button || !whole || !found) return;
    whenSearched.current = null;
    if (button === 'apply') apply();
    else choose(button === 'selectAll');
  });
  const more = found && moreText(found.more, found.values.length);
  // Said (a status) once a search is answered: a screen reader hears what it found.
  const status = failure ?? (!found ? 'Counting values…' : search === '' ? '' : searchedText(search, found.values.length + found.more));

  return (
    <dialog ref={dialog} className="values-dialog" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId}>Values of {header}</h2>
      <p role="status" className="values-status">
        {status}
      </p>
      {whole && (
        <>
          <dl className="values-summary">
            {summaryItems(whole, type).map(({ term, detail }) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{detail}</dd>
              </div>
            ))}
          </dl>
          {whole.histogram && <Histogram header={header} type={type} bins={whole.histogram} />}
        </>
      )}
      <DebouncedInput handle={searchInput} value={search} onCommit={setSearch} aria-label="Search values" placeholder="Search values" type="search" autoFocus />
      {/* A group, not a fieldset: a fieldset does not scroll its overflow in every browser. */}
      <div role="group" aria-label="Values" className="values-list" aria-busy={found === null} ref={listBox} onKeyDown={onListKeyDown}>
        {shownValues.map(({ value, count }, i) => (
          <label key={value}>
            <input
              type="checkbox"
              tabIndex={i === tabStop ? 0 : -1}
              onFocus={() => setStop(i)}
              checked={isChecked(checks, value)}
              onChange={() => setChecks((now) => toggled(now, value))}
            />
            <span>{valueLabel(value, count)}</span>
          </label>
        ))}
      </div>
      {more && <p className="values-more">{more}</p>}
      {/* Said as it comes: unticking one value of a cut list would otherwise drop the values not listed unseen. */}
      <p role="status" className="values-left-out">
        {found && leavesOutUnlisted(checks, found.more, search) && leftOutText(found.more)}
      </p>
      <div className="values-buttons">
        <button type="button" onClick={() => choose(true)}>
          Select all
        </button>
        <button type="button" onClick={() => choose(false)}>
          Clear
        </button>
        <button type="button" className="primary" onClick={apply} aria-disabled={!whole || !found}>
          Apply
        </button>
        <button type="button" onClick={() => dialog.current?.close()}>
          Cancel
        </button>
      </div>
    </dialog>
  );
}
