import { Progress } from 'antd';
import type { TableColumnsType } from 'antd';
import type { MostUsedTechnologiesInsight } from '@stacklens/contracts';
import { PRIMARY_COLOR } from '../../lib/constants';
import { formatNumber, formatShare } from '../../lib/format';
import { InsightTechnology, RankCell } from './insight-cells';
import { daysLabel } from './insight-days';
import { InsightPage } from './insight-layout';

type Item = MostUsedTechnologiesInsight['items'][number];

const columns: TableColumnsType<Item> = [
  { title: '#', dataIndex: 'rank', width: 56, render: (rank: number) => <RankCell rank={rank} /> },
  {
    title: 'Technology',
    key: 'technology',
    render: (_: unknown, item) => <InsightTechnology technology={item.technology} />,
  },
  {
    title: 'Share of websites',
    dataIndex: 'share',
    responsive: ['md'],
    render: (share: number) => (
      <Progress
        percent={Math.round(share * 1000) / 10}
        size="small"
        strokeColor={PRIMARY_COLOR}
        format={() => formatShare(share)}
        aria-label={`${formatShare(share)} of the analysed websites`}
      />
    ),
  },
  {
    title: 'Websites',
    dataIndex: 'websites',
    align: 'right',
    render: (count: number) => <strong className="slc-num">{formatNumber(count)}</strong>,
  },
];

/** `/insights/technologies/most-used` (insights-technologies-most-used): technologies on the most websites. */
export function TechnologiesMostUsedPage() {
  return (
    <InsightPage
      kind="technologies/most-used"
      title="Most used technologies"
      description={(days) => `The technologies found on the most websites analysed in ${daysLabel(days)}.`}
      lead={(days) => (
        <p>
          The technologies StackLens found on the most websites analysed in {daysLabel(days)}, with their
          share of all analysed websites.
        </p>
      )}
      columns={columns}
      rowKey={(item) => item.technology.slug}
      chartTitle="Websites using it"
      formatValue={(value) => formatNumber(value)}
      chart={(items) =>
        items.map((item) => ({
          axisLabel: item.label,
          label: item.technology.name,
          value: item.value,
          color: PRIMARY_COLOR,
        }))
      }
      emptyText={(days) => `No website was analysed in ${daysLabel(days)}.`}
    />
  );
}
