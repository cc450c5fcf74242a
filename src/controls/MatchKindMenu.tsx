import { MATCHER_KINDS, type MatcherKind } from '../model/columns';
import { MenuButton } from './Menu';

/** Each kind's name in the menu and its short form on the button. */
export const KIND_LABELS: Record<MatcherKind, { name: string; short: string }> = {
  exact: { name: 'Exact', short: '=' },
  caseSensitive: { name: 'Case-sensitive', short: 'Aa' },
  caseInsensitive: { name: 'Case-insensitive', short: 'a/A' },
  fuzzy: { name: 'Fuzzy', short: '≈' },
};

interface Props {
  /** The column's header text: the button is named `Match <header>`. */
  header: string;
  kind: MatcherKind;
  onChoose: (kind: MatcherKind) => void;
}

/**
 * A menu button that picks how a column filter matches (the ARIA menu button pattern with a
 * radio menu): Enter, Space or a click opens it on the current kind, the arrow keys, Home and
 * End move, Enter or Space chooses, Escape closes without a change; focus goes back to the
 * button. The menu is drawn in <body>, above everything, so a grid's header cell cannot clip
 * it, and the grid's own keyboard handling never sees its keys.
 */
export function MatchKindMenu({ header, kind, onChoose }: Props) {
  return (
    <MenuButton
      className="match-kind"
      aria-label={`Match ${header}`}
      // The name says what the button does; the description (and the tooltip) which kind is on.
      title={`Matching: ${KIND_LABELS[kind].name}`}
      // The short form is drawn by CSS (styles.css, .match-kind::before), as decoration with
      // no text of its own: the button's name stays `Match <header>` (and so matches all the
      // text it has, WCAG 2.5.3), and its description says the kind in words.
      data-short={KIND_LABELS[kind].short}
      menuLabel={`Match ${header}`}
      menuClassName="match-menu"
      startAt={() => MATCHER_KINDS.indexOf(kind)}
      entries={MATCHER_KINDS.map((option) => ({
        key: option,
        role: 'menuitemradio',
        label: KIND_LABELS[option].name,
        hint: KIND_LABELS[option].short,
        checked: option === kind,
        onChoose: () => onChoose(option),
      }))}
    />
  );
}
