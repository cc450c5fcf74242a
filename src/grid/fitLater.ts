import type { GridApi } from 'ag-grid-community';
import type { Row } from './row';

/**
 * Fits a column to its content (fitColumn.ts). Its code is fetched on the first fit, a few ms:
 * fits are rare, and the script before the first rows is at its size limit. Should the fetch
 * fail (the app's server gone), the column keeps its width.
 */
export const fitLater = (api: GridApi<Row>, colId: string) =>
  void import('./fitColumn').then(
    ({ fitColumn }) => fitColumn(api, colId),
    () => undefined,
  );
