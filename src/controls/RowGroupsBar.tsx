import type { ColumnSpec } from '../model/columns';
import { type Grouping, levelHeader, levelId } from '../model/grouping';
import { moveLevel, removeLevel, setAllOpen } from '../view/groupingView';

interface Props {
  grouping: Grouping;
  columns: readonly ColumnSpec[];
  onChange: (change: (grouping: Grouping) => Grouping) => void;
  onExport: () => void;
}

/**
 * The `Row groups` toolbar while the rows are grouped (issue 34): the levels in order, each
 * named as the summary's CSV names it (`year(date)`), with Remove and Move earlier or later
 * (disabled at the ends, aria-disabled so focus stays); Expand and Collapse all groups; Export groups.
 */
export default function RowGroupsBar({ grouping, columns, onChange, onExport }: Props) {
  const { levels } = grouping;
  const headerOf = (colId: string) => columns.find((column) => column.colId === colId)?.header ?? colId;
  return (
    <div className="row-groups" role="toolbar" aria-label="Row groups">
      <ol className="row-group-levels">
        {levels.map((level, at) => {
          const name = levelHeader(level, headerOf(level.colId));
          const move = (delta: -1 | 1, disabled: boolean, label: string, arrow: string) => (
            <button type="button" aria-label={`Move ${name} ${label}`} aria-disabled={disabled} onClick={disabled ? undefined : () => onChange((now) => moveLevel(now, level, delta))}>
              {arrow}
            </button>
          );
          return (
            <li key={levelId(level)} className="row-group-level">
              <span>{name}</span>
              {move(-1, at === 0, 'earlier', '←')}
              {move(1, at === levels.length - 1, 'later', '→')}
              <button type="button" aria-label={`Remove group ${name}`} onClick={() => onChange((now) => removeLevel(now, level))}>
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
      <button type="button" onClick={onExport}>
        Export groups
      </button>
    </div>
  );
}
