import { useCallback, useLayoutEffect, useSyncExternalStore } from 'react';

/** The page's colour scheme: the grid's theme and the page's own colours follow it. */
export type Scheme = 'light' | 'dark';

/** Where the visitor's choice is kept: `light` or `dark`; none means "follow the system". */
export const THEME_STORAGE_KEY = 'people-grid:theme';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** Where the choice lives when the browser refuses storage (some private modes): this page only. */
let unstoredChoice: Scheme | null = null;

/** The stored choice, or null: nothing stored, or something that is neither scheme. */
function storedScheme(): Scheme | null {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return unstoredChoice;
  }
}

const systemScheme = (): Scheme => (matchMedia(DARK_QUERY).matches ? 'dark' : 'light');

/**
 * Sets the scheme on <html> as `data-theme`, which picks the page's colours and `color-scheme`
 * in styles.css. public/theme-start.js sets a stored choice there before the first frame.
 */
function applyScheme(scheme: Scheme) {
  document.documentElement.dataset.theme = scheme;
}

function subscribeToSystem(onChange: () => void) {
  const query = matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** This tab's own writes; the `storage` event reports only other tabs'. */
const choiceListeners = new Set<() => void>();

function subscribeToChoice(onChange: () => void) {
  choiceListeners.add(onChange);
  window.addEventListener('storage', onChange);
  return () => {
    choiceListeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
}

function storeChoice(choice: Scheme | null) {
  try {
    if (choice === null) localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    unstoredChoice = choice;
  }
  choiceListeners.forEach((listener) => listener());
}

/**
 * The scheme in force, and a toggle. It follows `prefers-color-scheme`, live, until the visitor
 * toggles; a choice that differs from the system's is stored, and toggling back to the
 * system's scheme forgets it, so the page follows the system again.
 */
export function useTheme(): { scheme: Scheme; toggle: () => void } {
  const system = useSyncExternalStore(subscribeToSystem, systemScheme);
  const stored = useSyncExternalStore(subscribeToChoice, storedScheme);
  const scheme = stored ?? system;
  // Before paint, so the page's colours and the grid's theme change in the same frame.
  useLayoutEffect(() => applyScheme(scheme), [scheme]);
  const toggle = useCallback(() => {
    const next: Scheme = scheme === 'dark' ? 'light' : 'dark';
    storeChoice(next === system ? null : next);
  }, [scheme, system]);
  return { scheme, toggle };
}
