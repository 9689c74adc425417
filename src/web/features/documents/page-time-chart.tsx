// Seconds spent on each page of a document, summed over its views (recharts bars).
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DocumentPageStat } from '@/core/documents';
import { formatDuration } from './format';

export function PageTimeChart({ pages }: { pages: DocumentPageStat[] }) {
  return (
    <div className="h-56 w-full" role="img" aria-label="Time spent on each page">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={pages} margin={{ top: 8, right: 8, bottom: 0, left: -8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
          <XAxis
            dataKey="page"
            tick={{ fontSize: 12 }}
            tickLine={false}
            tickFormatter={(page) => `p. ${page}`}
          />
          <YAxis
            allowDecimals={false}
            tick={{ fontSize: 12 }}
            tickLine={false}
            axisLine={false}
            tickFormatter={(seconds: number) => formatDuration(seconds)}
          />
          <Tooltip
            labelFormatter={(page) => `Page ${page}`}
            formatter={(seconds) => [formatDuration(Number(seconds)), 'Time']}
          />
          <Bar
            dataKey="seconds"
            name="Time"
            fill="#6366f1"
            radius={[4, 4, 0, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
