/** The mouse events of a press, each carrying its place in a click series (`detail`: 2 in a double click's second press). */
const PRESS_EVENTS = ['mousedown', 'mouseup', 'click', 'dblclick'] as const;
/** Before the page's own listeners. (An options object: Node's EventTarget, in the unit tests, does not read a bare `true`.) */
const CAPTURE = { capture: true };

/**
 * After a click that moved or took away the control under the pointer (a group level removed or
 * moved), the rest of its double or triple click would land on whatever took the control's place:
 * the next level's Remove button, or the grid's header once the toolbar is gone. This swallows
 * those later presses (the browser counts them on, `detail` >= 2) wherever they land, focus
 * included; the next press of a series of its own ends it. A key's click (`detail` 0) starts nothing.
 */
export function ignoreRestOfClickSeries(click: { detail: number }, target: EventTarget = window) {
  if (click.detail !== 1) return;
  const swallow = (event: Event) => {
    if ((event as MouseEvent).detail >= 2) {
      event.preventDefault();
      event.stopImmediatePropagation();
    } else if (event.type === 'mousedown') {
      for (const name of PRESS_EVENTS) target.removeEventListener(name, swallow, CAPTURE);
    }
  };
  for (const name of PRESS_EVENTS) target.addEventListener(name, swallow, CAPTURE);
}
