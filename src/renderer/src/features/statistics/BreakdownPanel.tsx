import { Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { ChartFrame } from './ChartFrame';
import { coinsTooltip, percentLabel, type Slice } from './chart-data';
import { Panel } from './Panel';
import { EmptyIllustration } from '../../components/illustrations/EmptyIllustration';

interface BreakdownPanelProps {
  title: string;
  slices: Slice[];
  /** What the amounts are, shown in the tooltip: 'Earned' or 'Spent'. */
  caption: string;
  emptyMessage: string;
  chartsReady: boolean;
}

/** A coins pie (earnings or costs) with percent labels, or a message when there is nothing. */
export function BreakdownPanel({
  title,
  slices,
  caption,
  emptyMessage,
  chartsReady,
}: BreakdownPanelProps) {
  const description = slices
    .map((slice) => `${slice.name} ${slice.value} coins (${percentLabel(slice.value, slices)})`)
    .join(', ');
  return (
    <Panel title={title}>
      {slices.length === 0 ? (
        <div className="empty-state">
          <EmptyIllustration kind="statistics" />
          <p className="muted stats-empty">{emptyMessage}</p>
        </div>
      ) : (
        <ChartFrame ready={chartsReady} description={`${title}: ${description}`}>
          <ResponsiveContainer width="100%" height={240}>
            <PieChart>
              <Pie
                data={slices}
                dataKey="value"
                nameKey="name"
                outerRadius={72}
                // The white gap between slices would draw a seam across a lone full circle.
                stroke={slices.length > 1 ? '#fff' : 'none'}
                label={({ value }) => percentLabel(Number(value), slices)}
              >
                {slices.map((slice) => (
                  <Cell key={slice.name} fill={slice.color} />
                ))}
              </Pie>
              <Tooltip formatter={(value) => coinsTooltip(value, caption)} />
              <Legend />
            </PieChart>
          </ResponsiveContainer>
        </ChartFrame>
      )}
    </Panel>
  );
}
