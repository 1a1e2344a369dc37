import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { StatisticsResponse } from '../../../../shared/api';
import { ChartFrame } from './ChartFrame';
import { CHART_COLORS, winRateData } from './chart-data';
import { Panel } from './Panel';

interface WinRatesPanelProps {
  stats: StatisticsResponse;
  chartsReady: boolean;
}

export function WinRatesPanel({ stats, chartsReady }: WinRatesPanelProps) {
  const data = winRateData(stats);
  const description = data
    .map((entry) => `${entry.player} ${entry.winRate.toFixed(1)}%`)
    .join(', ');
  return (
    <Panel title="Win Rates by Role">
      <ChartFrame ready={chartsReady} description={`Win rates: ${description}`}>
        <ResponsiveContainer width="100%" height={240}>
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" stroke={CHART_COLORS.grid} />
            <XAxis dataKey="player" />
            <YAxis domain={[0, 100]} unit="%" />
            <Tooltip formatter={(value) => [`${Number(value).toFixed(1)}%`, 'Win Rate']} />
            <Bar dataKey="winRate" name="Win Rate" radius={[6, 6, 0, 0]}>
              {data.map((entry) => (
                <Cell key={entry.player} fill={entry.color} />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </ChartFrame>
    </Panel>
  );
}
