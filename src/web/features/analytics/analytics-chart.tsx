// Views, unique visitors and clicks per day, as one area chart (recharts).
import {
  Area,
  AreaChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { AnalyticsDay } from './api/get-analytics';

const SERIES = [
  { key: 'views', name: 'Views', color: '#6366f1' },
  { key: 'uniqueVisitors', name: 'Unique visitors', color: '#0ea5e9' },
  { key: 'clicks', name: 'Clicks', color: '#10b981' },
] as const;

// Dates arrive as the profile's local days ('YYYY-MM-DD'); read them as UTC so the
// browser's own zone cannot shift them by a day.
const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
export const formatDay = (date: string) => DAY.format(new Date(`${date}T00:00:00Z`));

export function AnalyticsChart({ series }: { series: AnalyticsDay[] }) {
  return (
    <div className="h-72 w-full" role="img" aria-label="Views, unique visitors and clicks per day">
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart data={series} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <defs>
            {SERIES.map((s) => (
              <linearGradient key={s.key} id={`fill-${s.key}`} x1="0" y1="0" x2="0" y2="1">
                <stop offset="5%" stopColor={s.color} stopOpacity={0.25} />
                <stop offset="95%" stopColor={s.color} stopOpacity={0} />
              </linearGradient>
            ))}
          </defs>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
          <XAxis
            dataKey="date"
            tickFormatter={formatDay}
            tick={{ fontSize: 12 }}
            minTickGap={24}
            tickLine={false}
          />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} tickLine={false} axisLine={false} />
          <Tooltip labelFormatter={(label) => formatDay(String(label))} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {SERIES.map((s) => (
            <Area
              key={s.key}
              type="monotone"
              dataKey={s.key}
              name={s.name}
              stroke={s.color}
              fill={`url(#fill-${s.key})`}
              strokeWidth={2}
              isAnimationActive={false}
            />
          ))}
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}
