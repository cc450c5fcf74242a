import { DATASETS, type Dataset } from '../model/datasets';

interface Props {
  dataset: Dataset;
  file: Dataset | null;
  /** The data server's tables, when it served the page. */
  served: readonly Dataset[];
  onChange: (dataset: Dataset) => void;
}

/** Chooses what the grid shows: the file opened last and the server's tables (by their names), People, or one of faker's reference lists. */
export function DatasetSwitcher({ dataset, file, served, onChange }: Props) {
  const offered = [...(file ? [file] : []), ...served, ...DATASETS];
  return (
    <label className="dataset">
      Dataset{' '}
      <select aria-label="Dataset" value={dataset.key} onChange={(event) => onChange(offered.find(({ key }) => key === event.target.value)!)}>
        {offered.map(({ key, label }) => (
          <option key={key} value={key}>
            {label}
          </option>
        ))}
      </select>
    </label>
  );
}
