import type { KeyboardEvent } from 'react';
import type { Notice } from './notices';

interface Props {
  notices: readonly Notice[];
  onClose: (id: number) => void;
  /** Where focus goes when the last notice it was on closes. */
  focusAfterLast: () => void;
}

/**
 * The page's lasting notices, each with a close button (Escape inside a notice closes it too).
 * The status role goes on a wrapper that is always there, so a notice that comes later is
 * announced; on the <ul> it would replace the list role (axe: listitem). A double click on a
 * close button closes one notice: its second press, on what moved up under it, is swallowed (guardClickSeries).
 */
export function Notices({ notices, onClose, focusAfterLast }: Props) {
  const close = (id: number, item: HTMLElement) => {
    const hadFocus = item.contains(document.activeElement);
    // The next notice's button, else the previous one's: focus stays among the notices.
    const next = (item.nextElementSibling ?? item.previousElementSibling)?.querySelector('button');
    onClose(id);
    if (!hadFocus) return;
    if (next) next.focus();
    else focusAfterLast();
  };
  const onKeyDown = (id: number) => (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    close(id, event.currentTarget);
  };
  return (
    // Not atomic (a status region is by default): a notice that comes is said alone, not with every one shown before it.
    <div className={notices.length > 0 ? 'notices' : undefined} role="status" aria-label="Notices" aria-atomic="false">
      {notices.length > 0 && (
        <ul>
          {notices.map(({ id, text }) => (
            <li key={id} onKeyDown={onKeyDown(id)}>
              <span id={`notice-${id}`}>{text}</span>
              {/* The × is drawn by CSS, so the notice's text is only its message; the button is described by it, so each says which notice it closes. */}
              <button type="button" className="notice-close" aria-label="Close notice" aria-describedby={`notice-${id}`} onClick={(event) => close(id, event.currentTarget.parentElement!)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
