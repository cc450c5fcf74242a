import type { Dataset } from '../model/datasets';
import { servedDataset, type ServedTableInfo } from '../model/served';

/**
 * The data server's tables, which it writes into the page it serves (a meta tag: no request,
 * and no inline script under the Content-Security-Policy); none when `npm start` served it.
 */
export function servedDatasets(): Dataset[] {
  const content = document.querySelector('meta[name="served-tables"]')?.getAttribute('content');
  if (!content) return [];
  return (JSON.parse(content) as ServedTableInfo[]).map(servedDataset);
}
