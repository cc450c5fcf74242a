import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PeopleClient } from './worker/peopleClient';
import { REFRESH_SET_SIZE } from './model/person';
import { setSpec } from './worker/seeds';
import { MAX_SEED, parseStartOptions } from './view/startOptions';
import './styles.css';

const randomSeed = Math.floor(Math.random() * (MAX_SEED + 1));
const startOptions = parseStartOptions(window.location.search, randomSeed);

// Start making the first set in the worker now, while the page loads and starts AG Grid.
const client = new PeopleClient();
const { set } = startOptions.view;
if (startOptions.dataset.kind === 'people') client.prepare(setSpec(startOptions, set, set === 0 ? startOptions.rows : REFRESH_SET_SIZE));
const { App } = await import('./App');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App startOptions={startOptions} client={client} />
  </StrictMode>,
);
