import { colorSchemeDark, themeQuartz } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { defaultColDef } from './columns';
import type { Row } from './row';
import { GRID_MODULES } from './modules';
import type { useDataGrid } from './useDataGrid';

/** AG Grid's Theming API: Quartz, light or dark. Made once, so a render passes the same object. */
const THEMES = { light: themeQuartz, dark: themeQuartz.withPart(colorSchemeDark) } as const;

/** The page's CSP nonce (Vite puts it in a meta tag), for the styles AG Grid adds at run time. */
const styleNonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;

interface Props {
  /** The page's colour scheme (src/useTheme.ts); the grid's theme follows it. */
  scheme: keyof typeof THEMES;
  loading: boolean;
  /** Rows are on their way: said to assistive technology (and tests) with aria-busy. */
  busy: boolean;
  gridProps: ReturnType<typeof useDataGrid>['gridProps'];
  /**
   * A click or key press in the grid, after the grid handled it: a header click or Enter has
   * changed the sort by then, while the grid's own sortChanged event comes a task later.
   */
  onInteraction: () => void;
}

/**
 * The grid holds the rows of one page, as the people worker sends them (AG Grid's client-side
 * row model, no pagination of its own): a million rows cost the main thread nothing, and a new
 * page, filter or sort updates the rows on screen in place (src/grid/pageRows.ts).
 */
export function DataGrid({ scheme, loading, busy, gridProps, onInteraction }: Props) {
  return (
    // React handles events at its root, after the grid's own listeners inside this element.
    <div className="grid" aria-busy={busy} onClick={onInteraction} onKeyDown={onInteraction}>
      <AgGridReact<Row>
        modules={GRID_MODULES}
        theme={THEMES[scheme]}
        styleNonce={styleNonce}
        defaultColDef={defaultColDef}
        loading={loading}
        rowModelType="clientSide"
        enableFilterHandlers
        domLayout="autoHeight"
        ensureDomOrder
        suppressColumnVirtualisation
        {...gridProps}
      />
    </div>
  );
}
