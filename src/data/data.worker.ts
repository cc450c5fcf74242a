// The data worker: the page's requests in, the data server's answers out (dataServer.ts).
import { DataServer } from './dataServer';
import type { DataRequest, DataResponse } from '../model/protocol';

// A row list goes to the page by transfer: no copy of a million row numbers.
const server = new DataServer((response: DataResponse) => self.postMessage(response, response.kind === 'passing' ? [response.rows.buffer] : []));

self.onmessage = (event: MessageEvent<DataRequest>) => server.handle(event.data);
