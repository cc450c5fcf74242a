/**
 * A toggle button: pressed means the dark theme. Its name stays "Dark mode" and `aria-pressed`
 * tells its state, as the ARIA toggle-button pattern asks; the dot shows it to the eye.
 */
export function ThemeToggle({ dark, onToggle }: { dark: boolean; onToggle: () => void }) {
  return (
    <button type="button" className="theme-toggle" aria-pressed={dark} onClick={onToggle}>
      <span className="toggle-dot" aria-hidden="true" />
      Dark mode
    </button>
  );
}
