// Runs faker off the main thread, so generating 50000 people never freezes the page and
// faker's code stays out of the first-render bundle.
import { makePeople } from './makePeople';
import type { GenerateRequest, GenerateResponse } from './peopleSource';

self.onmessage = (event: MessageEvent<GenerateRequest>) => {
  const { requestId, count, seed } = event.data;
  const response: GenerateResponse = { requestId, people: makePeople(count, seed) };
  self.postMessage(response);
};
