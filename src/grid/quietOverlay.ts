import type { IOverlayComp } from 'ag-grid-community';

/**
 * AG Grid's overlay for a page with no rows, drawn as AG Grid draws it (its class, its words),
 * but not said in the grid's live region: the page's `N Rows` says `0 Rows` at once, while AG
 * Grid says its overlay a second later, after rows that came back meanwhile, and leaves it said.
 */
const quietOverlay = (className: string, text: string) =>
  class implements IOverlayComp {
    private readonly gui = Object.assign(document.createElement('span'), { className, textContent: text });
    init() {}
    getGui() {
      return this.gui;
    }
  };

/** AG Grid's two overlays of no rows, each drawn quietly. */
export const QUIET_OVERLAYS = {
  noRows: quietOverlay('ag-overlay-no-rows-center', 'No Rows To Show'),
  noMatchingRows: quietOverlay('ag-overlay-no-matching-rows-center', 'No Matching Rows'),
} as const;
