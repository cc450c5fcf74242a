import type { HistogramBin } from '../model/summary';
import type { ColumnType } from '../model/columns';
import { binRange } from '../view/valueSummary';

const WIDTH = 300;
const HEIGHT = 80;

/**
 * A number or date column's values in bins: bars drawn as an SVG (decoration: hidden from
 * assistive technology), and the same bins as a table that only assistive technology reads.
 */
export function Histogram({ header, type, bins }: { header: string; type: ColumnType; bins: readonly HistogramBin[] }) {
  const tallest = Math.max(1, ...bins.map((bin) => bin.count));
  const barWidth = WIDTH / bins.length;
  return (
    <figure className="histogram">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
        {bins.map((bin, i) => {
          const height = (bin.count / tallest) * HEIGHT;
          return <rect key={i} x={i * barWidth + 0.5} y={HEIGHT - height} width={Math.max(barWidth - 1, 0.5)} height={height} />;
        })}
      </svg>
      <table className="visually-hidden">
        <caption>Histogram of {header}</caption>
        <thead>
          <tr>
            <th scope="col">Values</th>
            <th scope="col">Rows</th>
          </tr>
        </thead>
        <tbody>
          {bins.map((bin, i) => (
            <tr key={i}>
              <td>{binRange(type, bin, i === bins.length - 1)}</td>
              <td>{bin.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
