import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Title, useCreatePath, useDataProvider } from 'react-admin';
import {
  Alert,
  Box,
  Card,
  CardContent,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { AdminDashboard } from '@stacklens/contracts';
import { DailyChart } from './daily-chart';
import type { AdminDataProvider } from './data-provider';
import { QUEUE_DASHBOARD_URL } from './layout';

/** One figure of the dashboard, optionally linking to the list behind it. */
function Figure({ label, value, to }: { label: string; value: number; to?: string }) {
  const content = (
    <CardContent>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h4" component="p" aria-label={`${label}: ${value}`}>
        {value.toLocaleString('en')}
      </Typography>
    </CardContent>
  );
  return (
    <Card sx={{ flex: '1 1 180px' }}>
      {to ? (
        <Link to={to} style={{ color: 'inherit', textDecoration: 'none' }}>
          {content}
        </Link>
      ) : (
        content
      )}
    </Card>
  );
}

/**
 * The dashboard (`GET /api/v2/admin/dashboard`): analyses today and this month (UTC), queue depth (waiting + active
 * + delayed jobs), pending removal requests, new users of the last 7 days, page views and analyses per day of the
 * last 30 days, and the counts per queue (the failed jobs themselves are in the queue dashboard).
 */
export function Dashboard() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { data, error, isPending } = useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: () => dataProvider.read<AdminDashboard>('dashboard'),
    refetchInterval: 30_000,
  });
  const createPath = useCreatePath();
  const list = (resource: string) => createPath({ resource, type: 'list' });
  const pendingFilter = encodeURIComponent(JSON.stringify({ status: 'pending' }));
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="Dashboard" />
      {isPending ? (
        <CircularProgress aria-label="Loading the figures" />
      ) : error || !data ? (
        <Alert severity="error">The figures could not be loaded: {(error as Error | null)?.message}</Alert>
      ) : (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            <Figure label="Analyses today" value={data.analysesToday} to={list('analyses')} />
            <Figure label="Analyses this month" value={data.analysesThisMonth} to={list('analyses')} />
            <Figure label="Queue depth" value={data.queueDepth} />
            <Figure
              label="Pending removal requests"
              value={data.pendingRemovalRequests}
              to={`${list('removal-requests')}?filter=${pendingFilter}`}
            />
            <Figure label="New users this week" value={data.newUsersThisWeek} to={list('users')} />
            <Figure
              label={`Page views, last ${data.daily.length} days`}
              value={data.daily.reduce((sum, day) => sum + day.pageViews, 0)}
            />
          </Box>
          <Card sx={{ mt: 2 }}>
            <CardContent>
              <Typography variant="h6" component="h2">
                Visits and analyses per day
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Page views counted by our own analytics (only visitors who allowed it; bots not counted) and
                analyses started, per UTC day.
              </Typography>
              <DailyChart daily={data.daily} />
            </CardContent>
          </Card>
          <Card sx={{ mt: 2 }}>
            <CardContent>
              <Typography variant="h6" component="h2">
                Queues
              </Typography>
              <Table size="small" aria-label="Jobs per queue">
                <TableHead>
                  <TableRow>
                    <TableCell>Queue</TableCell>
                    <TableCell align="right">Waiting</TableCell>
                    <TableCell align="right">Active</TableCell>
                    <TableCell align="right">Delayed</TableCell>
                    <TableCell align="right">Failed</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.queues.map((queue) => (
                    <TableRow key={queue.name}>
                      <TableCell>{queue.name}</TableCell>
                      <TableCell align="right">{queue.waiting}</TableCell>
                      <TableCell align="right">{queue.active}</TableCell>
                      <TableCell align="right">{queue.delayed}</TableCell>
                      <TableCell align="right">{queue.failed}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              <Typography variant="body2" sx={{ mt: 1 }}>
                Jobs and their errors:{' '}
                <a href={QUEUE_DASHBOARD_URL} target="_blank" rel="noopener">
                  queue dashboard
                </a>
                .
              </Typography>
            </CardContent>
          </Card>
        </>
      )}
    </Box>
  );
}
