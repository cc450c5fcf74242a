interface Props {
  /** The open workbook's sheets, by name. */
  sheets: readonly string[];
  /** The sheet on screen. */
  sheet: string;
  onChange: (sheet: string) => void;
}

/** Chooses which sheet of the open workbook the grid shows; it stays on the sheet on screen until another has been read. */
export function SheetSwitcher({ sheets, sheet, onChange }: Props) {
  return (
    <label className="dataset">
      Sheet{' '}
      <select aria-label="Sheet" value={sheet} onChange={(event) => event.target.value !== sheet && onChange(event.target.value)}>
        {sheets.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );
}
