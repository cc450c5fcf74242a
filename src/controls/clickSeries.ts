/** The mouse events of a press, each carrying its place in a click series (`detail`: 2 in a double click's second press). */
const PRESS_EVENTS = ['mousedown', 'mouseup', 'click', 'dblclick'] as const;
/** Before the page's own listeners. (An options object: Node's EventTarget, in the unit tests, does not read a bare `true`.) */
const CAPTURE = { capture: true };
/** What a press counts as pressing: the control around its target (a cell, a menu item, a button). */
const CONTROLS = 'a,button,input,label,select,[role]:not([role=presentation]),[tabindex]';

/** A control as the guard needs it: whether it is still on the page. */
export interface Control {
  readonly isConnected: boolean;
}

const pressedControl = ({ target }: Event) => (target as Element).closest?.(CONTROLS) ?? (target as Element);

/**
 * A double or triple click's later presses count only on the control its first press pressed.
 * Where the first press changed the page under the pointer (a toolbar wrapped anew and moved the
 * rows, a level removed, a menu, dialog or notice gone), they would land on something else: they
 * are swallowed there, focus included. On the same control they count (a checkbox ticked and
 * unticked, two pages on from Next page). A key's click (`detail` 0) starts nothing. Installed
 * once, on the window, before the page's own listeners.
 */
export function guardClickSeries(target: EventTarget = window, controlOf: (event: Event) => Control | null = pressedControl) {
  let first: Control | null = null;
  let swallowing = false;
  const onPress = (event: Event) => {
    const { detail } = event as MouseEvent;
    if (event.type === 'mousedown') {
      const control = controlOf(event);
      swallowing = detail > 1 && (!first?.isConnected || control !== first);
      if (detail < 2) first = control;
    }
    if (detail > 1 && swallowing) {
      event.preventDefault();
      event.stopImmediatePropagation();
    }
  };
  for (const name of PRESS_EVENTS) target.addEventListener(name, onPress, CAPTURE);
}
