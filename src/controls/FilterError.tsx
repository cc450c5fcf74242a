import { type RefObject, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { popupRoot } from './popupRoot';

interface Props {
  id: string;
  /** What is wrong with the filter's text; nothing is drawn without it. */
  message: string | null;
  /** The filter it is about: the message shows just below it. */
  anchor: RefObject<HTMLElement | null>;
}

/**
 * A filter's text that cannot be read (`abc` for a number): said under the filter, and to
 * assistive technology (an alert). Drawn in <body>, as the menus are, so the grid's header
 * cell cannot clip it.
 */
export function FilterError({ id, message, anchor }: Props) {
  const [place, setPlace] = useState<{ top: number; left: number } | null>(null);
  useLayoutEffect(() => {
    const rect = message ? anchor.current?.getBoundingClientRect() : undefined;
    // Measured after layout: where the filter is on screen decides where the message goes.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setPlace(rect ? { top: rect.bottom + window.scrollY + 2, left: Math.max(0, rect.left) + window.scrollX } : null);
  }, [message, anchor]);
  // An alert is announced as it appears: there is none while the text reads.
  if (!message) return null;
  return createPortal(
    <div id={id} role="alert" className="filter-error" style={place ?? undefined}>
      {message}
    </div>,
    popupRoot(),
  );
}
