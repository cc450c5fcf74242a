import { describe, expect, it } from 'vitest';
import { ignoreRestOfClickSeries } from '../../src/controls/clickSeries';

/** A press's events as the browser sends them: its place in the click series in `detail`. */
const press = (detail: number) => ['mousedown', 'mouseup', 'click', ...(detail >= 2 ? ['dblclick'] : [])].map((type) => [type, detail] as const);

/** Which of `events`, sent after a click of `first`'s detail, reach the page's own listeners. */
function heard(first: number, events: (readonly [string, number])[]) {
  const target = new EventTarget();
  const reached: string[] = [];
  ignoreRestOfClickSeries({ detail: first }, target);
  for (const [type, detail] of events) {
    const listener = () => reached.push(`${type} ${detail}`);
    target.addEventListener(type, listener);
    const event = Object.assign(new Event(type, { cancelable: true }), { detail });
    target.dispatchEvent(event);
    target.removeEventListener(type, listener);
    if (reached.at(-1) !== `${type} ${detail}`) expect(event.defaultPrevented).toBe(true);
  }
  return reached;
}

describe('ignoreRestOfClickSeries', () => {
  it.each<[string, number, (readonly [string, number])[], string[]]>([
    ['a double click\'s second press is swallowed', 1, press(2), []],
    ['so are a triple click\'s second and third', 1, [...press(2), ...press(3)], []],
    ['a press of a series of its own is heard, and ends it', 1, [...press(1), ...press(2)], ['mousedown 1', 'mouseup 1', 'click 1', 'mousedown 2', 'mouseup 2', 'click 2', 'dblclick 2']],
    ['the series ends at a new one after a double click', 1, [...press(2), ...press(1)], ['mousedown 1', 'mouseup 1', 'click 1']],
    ['a key\'s click (detail 0) starts nothing', 0, press(2), ['mousedown 2', 'mouseup 2', 'click 2', 'dblclick 2']],
    ['nor does a double click\'s own second click, already its own series\' end', 2, press(2), ['mousedown 2', 'mouseup 2', 'click 2', 'dblclick 2']],
  ])('%s', (_name, first, events, expected) => {
    expect(heard(first, events)).toEqual(expected);
  });
});
