import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { PeopleClient } from './data/peopleClient';
import { MAX_SEED, parseStartOptions } from './data/startOptions';
import './styles.css';

const randomSeed = Math.floor(Math.random() * (MAX_SEED + 1));
const startOptions = parseStartOptions(window.location.search, randomSeed);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App startOptions={startOptions} client={new PeopleClient()} />
  </StrictMode>,
);
