import type { FilterKind } from '../model/columns';
import type { KindOption } from '../model/filterKinds';
import { MenuButton } from './Menu';

interface Props {
  /** The column's header text: the button is named `Match <header>`. */
  header: string;
  kind: FilterKind;
  /** The kinds the column offers (model/filterKinds.ts kindsFor), in menu order. */
  options: readonly KindOption[];
  onChoose: (kind: FilterKind) => void;
}

/**
 * A menu button that picks how a column filter matches (the ARIA menu button pattern with a
 * radio menu): Enter, Space or a click opens it on the current kind, the arrow keys, Home and
 * End move, Enter or Space chooses, Escape closes without a change; focus goes back to the
 * button. The menu is drawn in <body>, above everything, so a grid's header cell cannot clip
 * it, and the grid's own keyboard handling never sees its keys.
 */
export function MatchKindMenu({ header, kind, options, onChoose }: Props) {
  const current = options.find((option) => option.kind === kind) ?? options[0]!;
  return (
    <MenuButton
      className="match-kind"
      aria-label={`Match ${header}`}
      // The name says what the button does; the description (and the tooltip) which kind is on.
      title={`Matching: ${current.name}`}
      // The short form is drawn by CSS (styles.css, .match-kind::before), as decoration with
      // no text of its own: the button's name stays `Match <header>` (and so matches all the
      // text it has, WCAG 2.5.3), and its description says the kind in words.
      data-short={current.short}
      menuLabel={`Match ${header}`}
      menuClassName="match-menu"
      startAt={() => options.indexOf(current)}
      entries={options.map((option) => ({
        key: option.kind,
        role: 'menuitemradio',
        label: option.name,
        hint: option.short,
        checked: option === current,
        onChoose: () => onChoose(option.kind),
      }))}
    />
  );
}
