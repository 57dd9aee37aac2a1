import { theme } from 'antd';
import {
  Area,
  AreaChart,
  CartesianGrid,
  ReferenceArea,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type DotItemDotProps,
} from 'recharts';
import type { ScoreHistoryEntry } from '@stacklens/contracts';
import { formatDate, formatDateTime } from '../../lib/format';
import { PRIMARY_COLOR } from '../../lib/constants';
import { bandColor } from '../../components/score-colors';

interface Point {
  index: number;
  score: number;
  entry: ScoreHistoryEntry;
}

function BandDot(props: DotItemDotProps & { small?: boolean }) {
  const { cx, cy, small } = props;
  const payload = props.payload as Point | undefined;
  if (cx == null || cy == null || !payload) return null;
  return (
    <circle
      cx={cx}
      cy={cy}
      r={small ? 2.5 : 4.5}
      fill={bandColor[payload.entry.band]}
      stroke="var(--sl-surface, #fff)"
      strokeWidth={1.5}
    />
  );
}

/**
 * The score history as an area chart (recharts, loaded lazily so it stays out of the result page's first chunk):
 * the score bands of components/score-colors.ts as shaded ranges, each analysis as a dot in its band's colour.
 */
export function ScoreHistoryChart({ entries }: { entries: ScoreHistoryEntry[] }) {
  const { token } = theme.useToken();
  const data: Point[] = entries.map((entry, index) => ({ index, score: entry.score, entry }));
  const small = entries.length > 30;
  const first = entries[0];
  const last = entries[entries.length - 1];
  return (
    <div
      className="sl-history-chart"
      role="img"
      aria-label={`Score history: ${entries.length} ${entries.length === 1 ? 'analysis' : 'analyses'}, from ${first.score} (${formatDate(first.createdAt)}) to ${last.score} (${formatDate(last.createdAt)})`}
    >
      <ResponsiveContainer width="100%" height={170}>
        <AreaChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: -18 }}>
          <defs>
            <linearGradient id="sl-history-fill" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0" stopColor={PRIMARY_COLOR} stopOpacity={0.35} />
              <stop offset="1" stopColor={PRIMARY_COLOR} stopOpacity={0} />
            </linearGradient>
          </defs>
          <ReferenceArea y1={0} y2={49.5} fill={bandColor.error} fillOpacity={0.06} ifOverflow="hidden" />
          <ReferenceArea
            y1={49.5}
            y2={89.5}
            fill={bandColor.warning}
            fillOpacity={0.06}
            ifOverflow="hidden"
          />
          <ReferenceArea y1={89.5} y2={100} fill={bandColor.success} fillOpacity={0.08} ifOverflow="hidden" />
          <CartesianGrid vertical={false} stroke={token.colorBorderSecondary} />
          <XAxis
            dataKey="index"
            type="number"
            domain={entries.length === 1 ? [-1, 1] : ['dataMin', 'dataMax']}
            ticks={entries.length === 1 ? [0] : [0, entries.length - 1]}
            tickFormatter={(index: number) => (data[index] ? formatDate(data[index].entry.createdAt) : '')}
            tick={{ fill: token.colorTextSecondary, fontSize: 11 }}
            axisLine={{ stroke: token.colorBorder }}
            tickLine={false}
            padding={{ left: 10, right: 10 }}
          />
          <YAxis
            domain={[0, 100]}
            ticks={[0, 50, 90, 100]}
            tick={{ fill: token.colorTextSecondary, fontSize: 11 }}
            axisLine={false}
            tickLine={false}
          />
          <Tooltip
            cursor={{ stroke: token.colorBorder }}
            contentStyle={{
              background: token.colorBgElevated,
              border: `1px solid ${token.colorBorderSecondary}`,
              borderRadius: token.borderRadius,
              boxShadow: token.boxShadowSecondary,
              color: token.colorText,
            }}
            labelStyle={{ color: token.colorTextSecondary, fontSize: 12 }}
            itemStyle={{ color: token.colorText, fontWeight: 700 }}
            labelFormatter={(_label, payload) => {
              const point = payload?.[0]?.payload as Point | undefined;
              return point
                ? `${formatDateTime(point.entry.createdAt)} · ${point.entry.updatedTimeAgoText}`
                : '';
            }}
            formatter={(value) => [String(value), 'Awesomeness Score']}
          />
          <Area
            type="monotone"
            dataKey="score"
            stroke="#ec4899"
            strokeWidth={2.5}
            fill="url(#sl-history-fill)"
            isAnimationActive={false}
            dot={(props: DotItemDotProps) => <BandDot key={props.index} {...props} small={small} />}
            activeDot={{ r: 6, stroke: token.colorBgContainer, strokeWidth: 2, fill: '#ec4899' }}
          />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}
