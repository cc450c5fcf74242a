import { DATASETS, type Dataset } from '../model/datasets';

/** Chooses what the grid shows: People, one of faker's reference lists, or the file opened last (by its name). */
export function DatasetSwitcher({ dataset, file, onChange }: { dataset: Dataset; file: Dataset | null; onChange: (key: string) => void }) {
  return (
    <label className="dataset">
      Dataset{' '}
      <select aria-label="Dataset" value={dataset.key} onChange={(event) => onChange(event.target.value)}>
        {file && <option value={file.key}>{file.label}</option>}
        {DATASETS.map(({ key, label }) => (
          <option key={key} value={key}>
            {label}
          </option>
        ))}
      </select>
    </label>
  );
}
