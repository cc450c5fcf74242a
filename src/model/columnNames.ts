/** A blank name (empty or only white space) would show as a header with nothing in it. */
const isBlank = (name: string) => name.trim() === '';

/**
 * Gives every column a name of its own, in order:
 * - a blank name becomes `column N`, N its 1-based position;
 * - a repeated name gets ` (2)`, ` (3)`… in order of appearance (`a,a,,a` → `a`, `a (2)`,
 *   `column 3`, `a (3)`);
 * - a made-up name never takes a name the file gives a column, wherever that column is (`a,,column 2`
 *   → `a`, `column 2 (2)`, `column 2`), and skips ahead when it would (`a,a,a (2)` → `a`, `a (3)`, `a (2)`).
 * Names that are not blank stay exactly as the file writes them (no trimming).
 */
export class ColumnNames {
  readonly names: string[] = [];
  /** Every name in use, and every name the file gives, even to a column not named yet. */
  private readonly taken = new Set<string>();
  /** The next suffix to try for a repeated name. */
  private readonly nextSuffix = new Map<string, number>();

  constructor(fileNames: readonly string[] = []) {
    for (const name of fileNames) if (!isBlank(name)) this.taken.add(name);
    const seen = new Set<string>();
    for (const name of fileNames) {
      if (!isBlank(name) && !seen.has(name)) {
        seen.add(name);
        this.names.push(name);
      } else {
        this.names.push(this.madeUp(name, this.names.length));
      }
    }
  }

  /**
   * Names one more column, last: `name` as it is when it is free (a JSON key seen first in a
   * later record), else a made-up name; with no name, `column N`.
   */
  add(name = ''): string {
    const position = this.names.length;
    const given = !isBlank(name) && !this.taken.has(name) ? name : this.madeUp(name, position);
    this.taken.add(given);
    this.names.push(given);
    return given;
  }

  private madeUp(name: string, position: number): string {
    const base = isBlank(name) ? `column ${position + 1}` : name;
    if (!this.taken.has(base)) {
      this.taken.add(base);
      return base;
    }
    let suffix = this.nextSuffix.get(base) ?? 2;
    while (this.taken.has(`${base} (${suffix})`)) suffix++;
    this.nextSuffix.set(base, suffix + 1);
    const given = `${base} (${suffix})`;
    this.taken.add(given);
    return given;
  }
}
