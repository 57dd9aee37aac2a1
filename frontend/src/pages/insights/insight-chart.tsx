import { theme } from 'antd';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  LabelList,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

export interface InsightChartDatum {
  /** Short label on the axis. */
  axisLabel: string;
  /** Full label in the tooltip. */
  label: string;
  value: number;
  color: string;
}

function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/**
 * A horizontal bar chart of an insight's top 10 (recharts; only the insight routes load it). Colours follow the
 * antd theme, so it reads in light and dark mode. The numbers are also in the table next to it, so the chart is
 * an image for assistive technology with a summary label.
 */
export function InsightChart({
  data,
  valueLabel,
  maxValue,
  formatValue,
}: {
  data: InsightChartDatum[];
  valueLabel: string;
  maxValue?: number;
  formatValue: (value: number) => string;
}) {
  const { token } = theme.useToken();
  const height = Math.max(160, data.length * 42 + 40);
  const summary = `${valueLabel}: ${data.map((item) => `${item.label} ${formatValue(item.value)}`).join('; ')}`;
  return (
    <div className="slc-insight-chart" role="img" aria-label={summary}>
      <ResponsiveContainer width="100%" height={height}>
        <BarChart
          data={data}
          layout="vertical"
          margin={{ top: 4, right: 48, bottom: 4, left: 4 }}
          barCategoryGap={8}
        >
          <CartesianGrid horizontal={false} stroke={token.colorBorderSecondary} />
          <XAxis
            type="number"
            domain={[0, maxValue ?? 'auto']}
            tick={{ fill: token.colorTextSecondary, fontSize: 12 }}
            axisLine={{ stroke: token.colorBorder }}
            tickLine={false}
            allowDecimals={false}
          />
          <YAxis
            type="category"
            dataKey="axisLabel"
            width={156}
            tick={{ fill: token.colorText, fontSize: 12 }}
            tickFormatter={(value: string) => truncate(value, 19)}
            axisLine={false}
            tickLine={false}
            interval={0}
          />
          <Tooltip
            cursor={{ fill: token.colorFillTertiary }}
            contentStyle={{
              background: token.colorBgElevated,
              border: `1px solid ${token.colorBorderSecondary}`,
              borderRadius: token.borderRadius,
              color: token.colorText,
              boxShadow: token.boxShadowSecondary,
            }}
            labelStyle={{ color: token.colorTextHeading, fontWeight: 700 }}
            itemStyle={{ color: token.colorText }}
            labelFormatter={(_label, payload) =>
              (payload?.[0]?.payload as InsightChartDatum | undefined)?.label ?? String(_label)
            }
            formatter={(value) => [formatValue(Number(value)), valueLabel]}
          />
          <Bar
            dataKey="value"
            name={valueLabel}
            radius={[0, 6, 6, 0]}
            isAnimationActive={false}
            maxBarSize={28}
          >
            {data.map((item) => (
              <Cell key={item.label} fill={item.color} />
            ))}
            <LabelList
              dataKey="value"
              position="right"
              formatter={(value) => formatValue(Number(value))}
              style={{ fill: token.colorText, fontSize: 12, fontWeight: 700 }}
            />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
