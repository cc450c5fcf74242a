/**
 * A cell's whole text as the browser's own tooltip (a `title`), only while its text is cut off
 * (ends in an ellipsis). Whether it is cut is known only once it is drawn, so it is asked as the
 * pointer comes in. AG Grid's TooltipModule would weigh on the first screen.
 */
export function titleWhenCut(cell: HTMLElement, shown: () => { text: HTMLElement; whole: string }) {
  cell.addEventListener('pointerenter', () => {
    const { text, whole } = shown();
    if (text.scrollWidth > text.clientWidth) cell.title = whole;
    else cell.removeAttribute('title');
  });
}
