import { segments, type Range as TextRange } from '../engine/marks';

/**
 * Paints the cells' <mark>s with the CSS Custom Highlight API (`::highlight(match)` in
 * src/styles/cells.css) instead of their own background. A mark's background would run past a cut-off
 * cell's ellipsis, to the cell's edge; a highlight stops where the text is cut. The <mark>
 * elements stay, for what they mean (and for assistive technology).
 */
const registry = typeof CSS !== 'undefined' && 'highlights' in CSS ? CSS.highlights : null;
let shared: Highlight | null = null;

function matchHighlight(): Highlight | null {
  if (!registry) return null;
  if (!shared) {
    shared = new Highlight();
    registry.set('match', shared);
  }
  return shared;
}

/** The painted marks of one cell. */
export class CellMarks {
  private ranges: Range[] = [];

  /** `text` as text nodes and a <mark> for each of `ranges`, the marks painted in place of the cell's earlier ones. */
  draw(text: string, ranges: readonly TextRange[]): Node[] {
    const marks: HTMLElement[] = [];
    const parts =
      ranges.length === 0
        ? [document.createTextNode(text)]
        : segments(text, ranges).map(({ text: part, marked }) => {
            if (!marked) return document.createTextNode(part);
            const mark = document.createElement('mark');
            mark.textContent = part;
            marks.push(mark);
            return mark;
          });
    this.paint(marks);
    return parts;
  }

  paint(marks: readonly HTMLElement[]) {
    this.clear();
    const highlight = matchHighlight();
    if (!highlight) return; // an older browser: the marks' own background shows (src/styles/cells.css)
    for (const mark of marks) {
      const range = new Range();
      range.selectNodeContents(mark);
      highlight.add(range);
      this.ranges.push(range);
    }
  }

  clear() {
    for (const range of this.ranges) shared?.delete(range);
    this.ranges = [];
  }
}
