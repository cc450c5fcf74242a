import { useLayoutEffect, useRef, useState } from 'react';
import { useLatest } from './useLatest';
import { type ColumnSpec, headerOf } from '../model/columns';
import { type Grouping, levelHeader, levelId } from '../model/grouping';
import { removeLevel } from '../view/groupingView';
import { moveLevel, setAllOpen } from '../view/rowGroupsToolbar';
import { useSaid } from './useSaid';
import { useToolbarKeys } from './useToolbarKeys';

interface Props {
  grouping: Grouping;
  columns: readonly ColumnSpec[];
  onChange: (change: (grouping: Grouping) => Grouping) => void;
  onExport: () => void;
  /** Focus goes to a column's header cell: after the last level's own Remove button took the toolbar away. */
  focusColumn: (colId: string) => void;
}

/** A level's Remove button was pressed: where focus goes once the level is gone (the next level's Remove button, else the one before; with neither the toolbar goes, below). */
interface FocusAfterRemove {
  removed: string;
  /** Its name as the toolbar shows it, for the status. */
  name: string;
  next: string | null;
}

/**
 * The `Row groups` toolbar while the rows are grouped (issue 34): the levels in order, each
 * named as the summary's CSV names it (`year(date)`), with Remove and Move earlier or later
 * (disabled at the ends, aria-disabled so focus stays); Expand and Collapse all groups; Export groups;
 * one Tab stop, the arrow keys moving among its buttons (useToolbarKeys). A move is said in a
 * status once the levels show it: the button keeps focus and its name, so nothing else tells a
 * screen reader.
 * A Remove button takes its own level away, and focus with it: focus goes to the level now in its
 * place, else the one before it (and the status says what went), else (the toolbar goes too) to the column's header.
 * Whenever the toolbar goes with focus in it, the first level's column header takes it.
 * A double click's second press on what moved into a button's place is swallowed (guardClickSeries).
 */
export default function RowGroupsBar({ grouping, columns, onChange, onExport, focusColumn }: Props) {
  const { levels } = grouping;
  const toolbar = useRef<HTMLDivElement>(null);
  const keys = useToolbarKeys(toolbar);
  const afterRemove = useRef<FocusAfterRemove | null>(null);
  const names = levels.map((level) => levelHeader(level, headerOf(columns, level.colId)));
  /** A Move button was pressed: the level's id and where it was. */
  const moved = useRef<[string, number] | null>(null);
  const [said, say] = useSaid();
  // What the status says is about the levels it was said for: another grouping (Back, a column
  // menu's Group by) ends it at once, rather than when its few seconds are up.
  const [saidFor, setSaidFor] = useState(levels);
  const tell = (text: string) => {
    setSaidFor(levels);
    say(text);
  };
  useLayoutEffect(() => {
    const [id, from] = moved.current ?? [];
    const at = levels.findIndex((level) => levelId(level) === id);
    if (at === from) return; // not moved (yet): nothing to say
    moved.current = null;
    if (at >= 0) tell(`${names[at]} is now level ${at + 1} of ${levels.length}`);
  });
  // The grouping commits in the press's task, so the next drawing shows the level gone (or kept: a view was being put back).
  useLayoutEffect(() => {
    const wanted = afterRemove.current;
    if (!wanted) return;
    afterRemove.current = null;
    if (wanted.next === null || levels.some((level) => levelId(level) === wanted.removed)) return;
    toolbar.current?.querySelector<HTMLButtonElement>(`[data-remove="${CSS.escape(wanted.next)}"]`)?.focus();
    // Focus lands on another level's Remove button, whose name alone does not say that one went.
    tell(`Removed ${wanted.name}; grouped by ${names.join(' then ')}`);
  });
  // The toolbar goes with focus in it (its last level removed, or Back or Forward to a view
  // without grouping): the header of the column it grouped by first takes it, where the grouping was chosen.
  const drawnLevels = useLatest(levels);
  useLayoutEffect(
    () => () => {
      if (toolbar.current?.contains(document.activeElement)) focusColumn(drawnLevels.current[0]?.colId ?? '');
    },
    [focusColumn, drawnLevels],
  );
  return (
    <div ref={toolbar} className="row-groups" role="toolbar" aria-label="Row groups" onFocus={keys.onFocus} onKeyDown={keys.onKeyDown}>
      <ol className="row-group-levels">
        {levels.map((level, at) => {
          const name = names[at]!;
          const moveBy = (delta: -1 | 1) => {
            moved.current = [levelId(level), at];
            onChange((now) => moveLevel(now, level, delta));
          };
          const move = (delta: -1 | 1, disabled: boolean, label: string, arrow: string) => (
            <button type="button" aria-label={`Move ${name} ${label}`} aria-disabled={disabled} onClick={disabled ? undefined : () => moveBy(delta)}>
              {arrow}
            </button>
          );
          return (
            <li key={levelId(level)} className="row-group-level">
              <span>{name}</span>
              {move(-1, at === 0, 'earlier', '←')}
              {move(1, at === levels.length - 1, 'later', '→')}
              <button
                type="button"
                aria-label={`Remove group ${name}`}
                data-remove={levelId(level)}
                onClick={() => {
                  const next = levels[at + 1] ?? levels[at - 1];
                  afterRemove.current = { removed: levelId(level), name, next: next ? levelId(next) : null };
                  onChange((now) => removeLevel(now, level));
                }}
              >
                ×
              </button>
            </li>
          );
        })}
      </ol>
      <button type="button" onClick={() => onChange((now) => setAllOpen(now, true))}>
        Expand all groups
      </button>
      <button type="button" onClick={() => onChange((now) => setAllOpen(now, false))}>
        Collapse all groups
      </button>
      {/* One file for a double click. */}
      <button type="button" onClick={(event) => event.detail < 2 && onExport()}>
        Export groups
      </button>
      <span className="copy-status" role="status" aria-label="Row groups status">
        <span key={said.times}>{saidFor === levels && said.text}</span>
      </span>
    </div>
  );
}
