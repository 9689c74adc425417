// The team's leads, wins, bookings and document views per day, as one line chart
// (recharts, as the analytics tab draws its own).
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { TEAM_ANALYTICS_MESSAGES } from '@/core/messages';
import type { TeamDay } from '@/core/team-analytics-schemas';

const SERIES = [
  { key: 'leadsAssigned', name: 'Leads assigned', color: '#6366f1' },
  { key: 'clientsWon', name: 'Clients won', color: '#10b981' },
  { key: 'bookingsHosted', name: 'Bookings hosted', color: '#0ea5e9' },
  { key: 'documentViews', name: 'Document views', color: '#f59e0b' },
] as const;

// Dates arrive as local days ('YYYY-MM-DD'); read as UTC so the browser's zone cannot
// shift them by a day.
const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const formatDay = (date: string) => DAY.format(new Date(`${date}T00:00:00Z`));

export function TeamChart({ series }: { series: TeamDay[] }) {
  return (
    <div className="h-72 w-full" role="img" aria-label={TEAM_ANALYTICS_MESSAGES.chartLabel}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={series} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
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
            <Line
              key={s.key}
              type="monotone"
              dataKey={s.key}
              name={s.name}
              stroke={s.color}
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
