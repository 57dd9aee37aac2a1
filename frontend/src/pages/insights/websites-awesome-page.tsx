import type { TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import type { AwesomeWebsitesInsight } from '@stacklens/contracts';
import { websitePath } from '../../lib/routes';
import { formatDate, formatNumber } from '../../lib/format';
import { ScoreCircle } from '../../components/score-circle';
import { bandColor } from '../../components/score-colors';
import { RankCell } from './insight-cells';
import { daysLabel } from './insight-days';
import { InsightPage } from './insight-layout';

type Item = AwesomeWebsitesInsight['items'][number];

const columns: TableColumnsType<Item> = [
  { title: '#', dataIndex: 'rank', width: 56, render: (rank: number) => <RankCell rank={rank} /> },
  {
    title: 'Website',
    dataIndex: 'domain',
    render: (domain: string, item) => (
      <Link to={websitePath({ domain, protocol: item.protocol })} className="slc-tech-cell__name">
        {domain}
      </Link>
    ),
  },
  {
    title: 'Technologies',
    dataIndex: 'techCount',
    align: 'right',
    responsive: ['sm'],
    render: (count: number) => <span className="slc-num">{formatNumber(count)}</span>,
  },
  {
    title: 'Analysed',
    dataIndex: 'analysedAt',
    responsive: ['md'],
    render: (value: string) => <span className="slc-num">{formatDate(value)}</span>,
  },
  {
    title: 'Score',
    dataIndex: 'score',
    align: 'right',
    render: (score: number, item) => <ScoreCircle score={score} band={item.band} size={40} />,
  },
];

/** `/insights/websites/awesome` (insights-websites-awesome): the 10 best-scoring websites of the window. */
export function WebsitesAwesomePage() {
  return (
    <InsightPage
      kind="websites/awesome"
      title="Awesome websites"
      description={(days) =>
        `The 10 websites with the highest Awesomeness Score analysed in ${daysLabel(days)}.`
      }
      lead={(days) => (
        <p>
          The ten websites with the highest Awesomeness Score among those analysed in {daysLabel(days)}:
          modern, secure, fast and well built.
        </p>
      )}
      layout="stacked"
      columns={columns}
      rowKey={(item) => item._id}
      chartTitle="Awesomeness Score"
      chartMax={100}
      formatValue={(value) => String(Math.round(value))}
      chart={(items) =>
        items.map((item) => ({
          axisLabel: item.label,
          label: item.domain,
          value: item.value,
          color: bandColor[item.band],
        }))
      }
      emptyText={(days) => `No website was analysed in ${daysLabel(days)}.`}
    />
  );
}
