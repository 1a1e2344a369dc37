import {
  Legend,
  PolarAngleAxis,
  PolarGrid,
  PolarRadiusAxis,
  Radar,
  RadarChart,
  ResponsiveContainer,
  Tooltip,
} from 'recharts';
import type { StatisticsResponse } from '../../../../shared/api';
import { ChartFrame } from './ChartFrame';
import { CHART_COLORS } from './chart-data';
import { Panel } from './Panel';
import { rolePerformanceData } from './radar';

/** Widest an axis label may be before it wraps, in pixels. */
const AXIS_LABEL_WIDTH = 64;

const ROLES = [
  { key: 'Prompt', color: CHART_COLORS.prompt },
  { key: 'Copy', color: CHART_COLORS.copy },
  { key: 'Voter', color: CHART_COLORS.vote },
] as const;

interface RolePerformancePanelProps {
  stats: StatisticsResponse;
  chartsReady: boolean;
}

export function RolePerformancePanel({ stats, chartsReady }: RolePerformancePanelProps) {
  const data = rolePerformanceData(stats);
  const description = data
    .map((row) => `${row.metric}: Prompt ${row.Prompt}, Copy ${row.Copy}, Voter ${row.Voter}`)
    .join('; ');
  return (
    <Panel title="Role Performance">
      <ChartFrame
        ready={chartsReady}
        description={`Role performance on a 0 to 100 scale. ${description}`}
      >
        <ResponsiveContainer width="100%" height={260}>
          <RadarChart data={data} outerRadius={62}>
            <PolarGrid stroke={CHART_COLORS.grid} />
            {/* Narrow panels leave too little room beside the radar for one-line side labels
                ("Total Earnings" was cut off): they wrap onto two lines instead. */}
            <PolarAngleAxis dataKey="metric" tick={{ width: AXIS_LABEL_WIDTH }} />
            <PolarRadiusAxis domain={[0, 100]} tick={false} axisLine={false} />
            {ROLES.map((role) => (
              <Radar
                key={role.key}
                name={role.key}
                dataKey={role.key}
                stroke={role.color}
                fill={role.color}
                fillOpacity={0.2}
              />
            ))}
            <Tooltip />
            <Legend />
          </RadarChart>
        </ResponsiveContainer>
      </ChartFrame>
      <p className="muted small">
        Rounds and earnings are scaled to your best role; win rate is shown as is.
      </p>
    </Panel>
  );
}
