import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { parseStartOptions, MAX_SEED } from './data/startOptions';
import './styles.css';

const randomSeed = Math.floor(Math.random() * (MAX_SEED + 1));
const startOptions = parseStartOptions(window.location.search, randomSeed);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App startOptions={startOptions} />
  </StrictMode>,
);
