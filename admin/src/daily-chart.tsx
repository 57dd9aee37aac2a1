import { useTheme } from '@mui/material';
import type { AdminDailyCounts } from '@stacklens/contracts';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** `2026-11-27` → `27 Nov` (the day is UTC, shown as such). */
function shortDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

/**
 * Bars of page views (first-party analytics, only visitors who allowed it; bots not counted) and analyses per UTC
 * day, oldest day first, as the dashboard's `daily` series gives them.
 */
export function DailyChart({ daily }: { daily: readonly AdminDailyCounts[] }) {
  const theme = useTheme();
  return (
    <div
      role="img"
      aria-label={`Page views and analyses per day, last ${daily.length} days`}
      style={{ height: 280 }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={daily.map((day) => ({ ...day, label: shortDay(day.day) }))}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" fontSize={12} />
          <YAxis allowDecimals={false} fontSize={12} width={48} />
          <Tooltip />
          <Legend />
          <Bar dataKey="pageViews" name="Page views" fill={theme.palette.primary.main} />
          <Bar dataKey="analyses" name="Analyses" fill={theme.palette.secondary.main} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
