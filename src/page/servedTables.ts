import type { Dataset } from '../model/datasets';
import { servedDataset, type ServedTableInfo, type SkippedFile } from '../model/served';

/**
 * The data server's tables, which it writes into the page it serves (a meta tag: no request,
 * and no inline script under the Content-Security-Policy); none when `npm start` served it.
 */
export function servedDatasets(): Dataset[] {
  const content = document.querySelector('meta[name="served-tables"]')?.getAttribute('content');
  if (!content) return [];
  return (JSON.parse(content) as ServedTableInfo[]).map(servedDataset);
}

/** The files the data server could not read, so does not serve (another meta tag, there when there are any). */
export function skippedFiles(): SkippedFile[] {
  const content = document.querySelector('meta[name="served-skipped"]')?.getAttribute('content');
  return content ? (JSON.parse(content) as SkippedFile[]) : [];
}
