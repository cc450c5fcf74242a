import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { ColumnsMenu } from '../controls/ColumnsMenu';
import { CopyLinkButton } from '../controls/CopyLinkButton';
import { SaidStatus } from '../controls/SaidStatus';
import { DatasetSwitcher } from '../controls/DatasetSwitcher';
import { ErrorBoundary, FailureNotice } from '../controls/ErrorBoundary';
import { FilterStateDump } from '../controls/FilterStateDump';
import { GlobalSearch } from '../controls/GlobalSearch';
import { KeyboardShortcuts } from '../controls/KeyboardShortcuts';
import { OpenFileButton } from '../controls/OpenFileButton';
import { SheetSwitcher } from '../controls/SheetSwitcher';
import { Pager } from '../controls/Pager';
import { ThemeToggle } from '../controls/ThemeToggle';
import type { DataClient } from '../data/dataClient';
import type { Address } from '../view/address';
import { DataGrid } from '../grid/DataGrid';
import { useDataGrid } from '../grid/useDataGrid';
import { rowGroupsBar } from '../grid/groupingLoader';
import { useDataset } from './useDataset';
import { useTheme } from './useTheme';
import { useBackAndForward, useAddressWriter } from './useAddress';
import { useFileDrop } from './useFileDrop';
import { useLater } from './useLater';
import { typedColumns } from '../view/columnTypes';
import { Notices } from './Notices';
import { ColumnValues } from './ColumnValues';
import { changeNotices, NO_NOTICES, type Notify, noticesShown } from './notices';
import { useServerNews } from './useServerNews';
import { loadGroupingCodeWhenIdle } from './groupingCode';
import { REFRESH_SET_SIZE } from '../model/person';

interface Props {
  address: Address;
  /** Where the page's data comes from: the data worker, or the data server for its tables; one for the page's lifetime. */
  client: DataClient;
}

export function App({ address, client }: Props) {
  const [notices, changeNoticesBy] = useReducer(changeNotices, NO_NOTICES);
  const notify: Notify = useCallback((notice, about) => changeNoticesBy({ type: 'add', notice, about }), []);
  // The address's notices (about a file's link when its file is not open here), once their status region is on the page: said, not only shown.
  useEffect(() => address.notices.forEach((text) => notify(text, address.noticesAbout)), [address, notify]);
  const data = useDataset(client, address, notify, changeNoticesBy);
  const subRows = address.sub.length > 0;
  const viewListener = useAddressWriter(address, notify);
  const { view, actions, gridProps, selected, copyStatus, values, gridRef, loadGroupingParts } = useDataGrid(client, address.dataset, data.loaded, data.onShown, viewListener, subRows);
  const { dataset } = data;
  const grouped = view.grouping.levels.length > 0;
  useBackAndForward(address, data, actions, notify, changeNoticesBy);
  const generating = data.progress !== null;
  const [workerFailure, setWorkerFailure] = useState<string | null>(null);
  const theme = useTheme();
  const searchInput = useRef<HTMLInputElement>(null);
  const openFileButton = useRef<HTMLButtonElement>(null);
  // Cancel gone while it has focus (the file read, or the reading stopped): focus goes to Open file, not to the page's start.
  const leaveFocusOnOpenFile = useCallback((cancel: HTMLButtonElement) => () => void (document.activeElement === cancel && openFileButton.current?.focus()), []);
  useEffect(() => client.listenForFailure(setWorkerFailure), [client]);
  const serverDown = useServerNews(client, address.served.length > 0, notify, actions.askAgain);
  const { openFile } = data;
  const dragging = useFileDrop(openFile);
  const gridNow = useLater();
  useEffect(() => {
    if (!data.ready) return;
    return loadGroupingCodeWhenIdle(() => {
      loadGroupingParts();
      client.prepareGrouping();
    });
  }, [data.ready, loadGroupingParts, client]);

  return (
    <main className="app">
      <h1>People grid: generated people, reference lists and your own files</h1>
      {serverDown && (
        <p className="server-down" role="alert">
          {serverDown}
        </p>
      )}
      <Notices notices={noticesShown(notices.shown, view.types)} onClose={(id) => changeNoticesBy({ type: 'close', id })} focusAfterLast={() => searchInput.current?.focus()} />
      {dragging && (
        <div className="drop-hint" aria-hidden="true">
          Drop the file to open it
        </div>
      )}
      <div className="toolbar">
        <DatasetSwitcher dataset={dataset} file={data.file} served={address.served} onChange={(chosen) => data.open(chosen)} />
        {dataset.kind === 'file' && dataset.sheets && dataset.sheets.length > 1 && <SheetSwitcher sheets={dataset.sheets} sheet={dataset.sheet ?? ''} onChange={data.openSheet} />}
        <GlobalSearch ref={searchInput} value={view.globalFilter} scope={dataset} onCommit={actions.setGlobalFilter} />
        {/* Said when it changes (a filter, the search, a selection), as the pager says its page. */}
        <span className="row-count" aria-live="polite">
          {view.passingCount === null ? (view.uncounted ? 'Rows not counted' : 'Counting rows…') : `${view.passingCount} Rows`}
          {selected > 0 && `, ${selected} selected`}
        </span>
        <button type="button" onClick={actions.redraw}>
          Force Rerender
        </button>
        {/* aria-disabled, not disabled: a disabled button would drop the keyboard focus that
            pressed it to <body>. refresh() ignores presses while a set is made or on a fixed list. */}
        <button
          type="button"
          // The second click of a double click (detail 2) is the same wish as the first, however
          // quickly the first one's set reached the screen (elsewhere, where the new set's row count
          // moved the controls, guardClickSeries swallows it).
          onClick={(event) => event.detail < 2 && data.refresh()}
          aria-disabled={generating || dataset.kind !== 'people'}
          aria-busy={generating}
          title={dataset.kind === 'people' ? `Make ${REFRESH_SET_SIZE} new people` : 'Only People are made anew: this data is fixed, so there is nothing to refresh.'}
        >
          Refresh Data
        </button>
        {/* One file for a double click. */}
        <button type="button" onClick={(event) => event.detail < 2 && actions.exportCsv()}>
          {selected > 0 ? 'Export selected' : 'Export CSV'}
        </button>
        <OpenFileButton onOpen={openFile} ref={openFileButton} />
        <ColumnsMenu columns={view.columnChoices} onSetHidden={actions.setColumnHidden} onReset={actions.resetColumns} />
        <CopyLinkButton />
        <SaidStatus label="Copy status" said={copyStatus} />
        {subRows && dataset.kind === 'people' && (
          <>
            {/* Grouped, a group holds top-level rows only: their nested rows wait for the grouping to go. */}
            {(
              [
                ['Expand all', actions.expandAll],
                ['Collapse all', actions.collapseAll],
              ] as const
            ).map(([name, openAll]) => (
              <button
                key={name}
                type="button"
                onClick={() => !grouped && openAll()}
                aria-disabled={grouped}
                title={grouped ? 'The rows are grouped: nested rows show once they are not.' : undefined}
              >
                {name}
              </button>
            ))}
          </>
        )}
        <span className="working" role="status" aria-label="Data status">
          {data.progress && (
            <>
              {data.progress.label}{' '}
              <progress aria-label={PROGRESS_NAMES[data.progress.what]} max={data.progress.total} value={data.progress.done} />
            </>
          )}
        </span>
        {/* Beside the status, not in it: the status says what is read, not "Cancel". */}
        {data.progress?.cancellable && (
          <button ref={leaveFocusOnOpenFile} type="button" onClick={data.cancelFile}>
            Cancel
          </button>
        )}
        <div className="toolbar-end">
          <ThemeToggle dark={theme.scheme === 'dark'} onToggle={theme.toggle} />
          <KeyboardShortcuts searchRef={searchInput} notify={notify} />
        </div>
      </div>
      {grouped && rowGroupsBar({ grouping: view.grouping, columns: dataset.columns, onChange: actions.changeGrouping, onExport: actions.exportGroups, focusColumn: actions.focusColumnHeader })}
      {dataset.kind === 'list' && (
        <p className="dataset-note">
          {dataset.label.replace(/ \(\d+\)$/, '')}: {dataset.size} entries, the whole list from faker’s English locale.
        </p>
      )}
      {workerFailure !== null && <FailureNotice what="The data worker" error={workerFailure} />}
      <ErrorBoundary what="The grid">
        {address.gridFault && <FailOnPurpose />}
        {gridNow ? (
          <DataGrid scheme={theme.scheme} busy={view.busy} gridProps={gridProps} gridRef={gridRef} />
        ) : (
          <div className="grid" aria-busy="true" />
        )}
      </ErrorBoundary>
      <Pager view={view} actions={actions} />
      <FilterStateDump filters={view.filters} globalFilter={view.globalFilter} columns={typedColumns(dataset.columns, view.types)} grouping={view.grouping} />
      {values.colId !== null && (
        <ColumnValues colId={values.colId} columns={typedColumns(dataset.columns, view.types)} filters={view.filters} actions={actions} onClose={values.close} notify={notify} />
      )}
    </main>
  );
}

/** The progress bar's name, by what is being made, loaded or read. */
const PROGRESS_NAMES = { people: 'Generating people', list: 'Loading the list', file: 'Reading the file', served: 'Loading the table' } as const;

/** `?fault=grid`: throws while rendering, to show the error boundary at work. */
function FailOnPurpose(): never {
  throw new Error('The grid failed on purpose (?fault=grid).');
}
