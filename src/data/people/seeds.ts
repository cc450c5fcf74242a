import { REFRESH_SET_SIZE } from '../../model/person';
import type { SetSpec } from '../../model/protocol';

/**
 * The seed of the n-th generated set (0 = the first set, 1 = the first "Refresh Data", ...).
 * Sets must differ from each other yet follow from one page seed, so a link with `?seed=`
 * replays the same sequence of sets. A 32-bit integer hash (murmur3's finaliser) spreads
 * neighbouring inputs far apart.
 */
export function seedForSet(pageSeed: number, setIndex: number): number {
  let h = (pageSeed ^ Math.imul(setIndex + 1, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** How many people the n-th set holds: the first set `?rows=` of them, each Refresh Data's REFRESH_SET_SIZE. */
export const setSize = (firstSetRows: number, setIndex: number): number => (setIndex === 0 ? firstSetRows : REFRESH_SET_SIZE);

/** The n-th set of a page: its size, its seed, its sub rows, and whether it mixes in markup names. */
export function setSpec(page: { seed: number; rows: number; markupNames: boolean; sub: number[] }, setIndex: number): SetSpec {
  return { count: setSize(page.rows, setIndex), seed: seedForSet(page.seed, setIndex), markupNames: page.markupNames, sub: page.sub };
}
