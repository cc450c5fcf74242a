import type { AddressInfo } from 'node:net';
import { DataApi } from '../../src/server/http/dataApi';
import { createHttpServer } from '../../src/server/http/httpServer';
import type { ServedTables } from '../../src/server/servedTables';

/** A data server (the app in `appFolder`, the data API over `tables`) on a free port, for the length of `use`. */
export async function withDataServer(appFolder: string, tables: ServedTables, token: string | null, use: (base: string) => Promise<void>): Promise<void> {
  const server = createHttpServer({ appFolder, api: new DataApi(tables), tables: tables.list(), skipped: tables.skipped, token });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}
