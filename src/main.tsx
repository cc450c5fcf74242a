import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DataClient } from './data/dataClient';
import { REFRESH_SET_SIZE } from './model/person';
import { setSpec } from './data/people/seeds';
import { MAX_SEED, readAddress } from './view/address';
import './styles.css';

const randomSeed = Math.floor(Math.random() * (MAX_SEED + 1));
const address = readAddress(window.location.search, randomSeed);

// Start making the first set in the worker now, while the page loads and starts AG Grid.
const client = new DataClient();
const { set } = address.view;
if (address.dataset.kind === 'people') client.prepare(setSpec(address, set, set === 0 ? address.rows : REFRESH_SET_SIZE));
const { App } = await import('./page/App');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App address={address} client={client} />
  </StrictMode>,
);
