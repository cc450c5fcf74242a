import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { DataClient } from '../data/dataClient';
import type { Address } from '../view/address';
import { App } from './App';
import { guardClickSeries } from '../controls/clickSeries';

/** Draws the page into #root. */
export function mount(address: Address, client: DataClient) {
  guardClickSeries();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App address={address} client={client} />
    </StrictMode>,
  );
}
