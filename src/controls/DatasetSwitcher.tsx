import { DATASETS, type Dataset } from '../model/datasets';

/** Chooses what the grid shows: People, or one of faker's reference lists. */
export function DatasetSwitcher({ dataset, onChange }: { dataset: Dataset; onChange: (key: string) => void }) {
  return (
    <label className="dataset">
      Dataset{' '}
      <select aria-label="Dataset" value={dataset.key} onChange={(event) => onChange(event.target.value)}>
        {DATASETS.map(({ key, label }) => (
          <option key={key} value={key}>
            {label}
          </option>
        ))}
      </select>
    </label>
  );
}
