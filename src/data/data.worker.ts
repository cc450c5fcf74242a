// The data worker: the page's requests in, TabData's answers out (tabData.ts).
import { TabData } from './tabData';
import type { DataRequest, DataResponse } from '../model/protocol';

// A row list goes to the page by transfer: no copy of a million row numbers.
const tabData = new TabData((response: DataResponse) => self.postMessage(response, response.kind === 'passing' ? [response.rows.buffer] : []));

self.onmessage = (event: MessageEvent<DataRequest>) => tabData.handle(event.data);
