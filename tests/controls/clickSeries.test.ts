import { describe, expect, it } from 'vitest';
import { type Control, guardClickSeries } from '../../src/controls/clickSeries';

/** Two controls of a page, and one that a first press took away. */
const A: Control = { isConnected: true };
const B: Control = { isConnected: true };
const GONE: Control = { isConnected: false };
const CONTROLS = { A, B, GONE, none: null } as const;
type On = keyof typeof CONTROLS;

/** A press's events as the browser sends them, on control `on`: its place in the click series in `detail`. */
const press = (detail: number, on: On) => ['mousedown', 'mouseup', 'click', ...(detail >= 2 ? ['dblclick'] : [])].map((type) => ({ type, detail, on }));

/** Which of the presses' events reach the page's own listeners, with the guard installed. */
function heard(presses: { type: string; detail: number; on: On }[]) {
  const target = new EventTarget();
  let under: Control | null = null;
  guardClickSeries(target, () => under);
  const reached: string[] = [];
  for (const { type, detail, on } of presses) {
    under = CONTROLS[on];
    const listener = () => reached.push(`${type} ${detail}`);
    target.addEventListener(type, listener);
    const event = Object.assign(new Event(type, { cancelable: true }), { detail });
    target.dispatchEvent(event);
    target.removeEventListener(type, listener);
    if (reached.at(-1) !== `${type} ${detail}`) expect(event.defaultPrevented).toBe(true);
  }
  return reached;
}

const all = (detail: number) => [`mousedown ${detail}`, `mouseup ${detail}`, `click ${detail}`, ...(detail >= 2 ? [`dblclick ${detail}`] : [])];

describe('guardClickSeries: a double click\'s later presses count only on the control its first press pressed', () => {
  it.each<[string, { type: string; detail: number; on: On }[], string[]]>([
    ['a double click on one control is heard whole', [...press(1, 'A'), ...press(2, 'A')], [...all(1), ...all(2)]],
    ['a second press on another control (the page moved under the pointer) is swallowed', [...press(1, 'A'), ...press(2, 'B')], all(1)],
    ['so is one where the first control was taken away', [...press(1, 'GONE'), ...press(2, 'GONE')], all(1)],
    ['and one on no control', [...press(1, 'A'), ...press(2, 'none')], all(1)],
    ['a triple click: the third press swallowed where the second was heard', [...press(1, 'A'), ...press(2, 'A'), ...press(3, 'B')], [...all(1), ...all(2)]],
    ['a triple click: the third swallowed too where the second was', [...press(1, 'A'), ...press(2, 'B'), ...press(3, 'B')], all(1)],
    ['a new series on another control is heard', [...press(1, 'A'), ...press(2, 'B'), ...press(1, 'B')], [...all(1), ...all(1)]],
    ['a click sent without a press (a key\'s, or a script\'s with detail 2) is heard', [{ type: 'click', detail: 0, on: 'A' }, { type: 'click', detail: 2, on: 'B' }], ['click 0', 'click 2']],
  ])('%s', (_name, presses, expected) => {
    expect(heard(presses)).toEqual(expected);
  });
});
