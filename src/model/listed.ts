/** Items as a sentence lists them: `a`, `a and b`, `a, b and c` (none: ''). */
export const listed = (items: readonly string[]): string => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)!}`);
