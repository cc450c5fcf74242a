import { type RefObject, useLayoutEffect, useRef } from 'react';

/** `value` as of the latest render, for a listener or a timer that outlives its render and must use the latest props. */
export function useLatest<T>(value: T): RefObject<T> {
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  });
  return latest;
}
