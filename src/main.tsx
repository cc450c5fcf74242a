import { DataClient } from './data/dataClient';
import { setSpec } from './data/people/seeds';
import { MAX_SEED, readAddress } from './view/address';
import { currentSearch } from './page/historyWriter';
import { servedDatasets, skippedFiles } from './page/servedTables';
import './styles.css';
import './styles/menus.css';
import './styles/cells.css';

const randomSeed = Math.floor(Math.random() * (MAX_SEED + 1));
const address = readAddress(currentSearch(), randomSeed, undefined, servedDatasets(), skippedFiles());

// Start making the first set in the worker now, while the page (React, AG Grid) loads.
const client = new DataClient();
if (address.dataset.kind === 'people') client.prepare(setSpec(address, address.view.set));
// Not a top-level await: the page's chunk imports from this one, which must finish first.
void import('./page/mount').then(({ mount }) => mount(address, client));
