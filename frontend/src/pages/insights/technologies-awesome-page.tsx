import type { TableColumnsType } from 'antd';
import { AWESOME_TECHNOLOGY_MIN_WEBSITES, type AwesomeTechnologiesInsight } from '@stacklens/contracts';
import { formatDecimal, formatNumber, plural } from '../../lib/format';
import { bandColor, bandOf } from '../../components/score-colors';
import { InsightTechnology, RankCell } from './insight-cells';
import { daysLabel } from './insight-days';
import { InsightPage } from './insight-layout';

type Item = AwesomeTechnologiesInsight['items'][number];

const columns: TableColumnsType<Item> = [
  { title: '#', dataIndex: 'rank', width: 56, render: (rank: number) => <RankCell rank={rank} /> },
  {
    title: 'Technology',
    key: 'technology',
    render: (_: unknown, item) => <InsightTechnology technology={item.technology} />,
  },
  {
    title: 'Websites',
    dataIndex: 'websites',
    align: 'right',
    render: (count: number) => <span className="slc-num">{formatNumber(count)}</span>,
  },
  {
    title: 'Avg. score',
    dataIndex: 'averageScore',
    align: 'right',
    render: (score: number) => <strong className="slc-num">{formatDecimal(score)}</strong>,
  },
];

/** `/insights/technologies/awesome` (insights-technologies-awesome): technologies of the best-scoring websites. */
export function TechnologiesAwesomePage() {
  return (
    <InsightPage
      kind="technologies/awesome"
      title="Awesome technologies"
      description={(days) =>
        `Technologies whose websites score highest on average, among the websites analysed in ${daysLabel(days)}.`
      }
      lead={(days) => (
        <p>
          The technologies whose websites reach the highest average Awesomeness Score in {daysLabel(days)}.
          Only technologies found on at least {AWESOME_TECHNOLOGY_MIN_WEBSITES} analysed websites are ranked,
          so a single great site does not decide.
        </p>
      )}
      columns={columns}
      rowKey={(item) => item.technology.slug}
      chartTitle="Average Awesomeness Score of the websites using it"
      chartMax={100}
      formatValue={formatDecimal}
      extraStats={(data) => (
        <div className="slc-stat">
          <dt>Minimum sample</dt>
          <dd>
            {plural(data.minWebsites, 'website')}
            <span className="slc-stat__note">per technology</span>
          </dd>
        </div>
      )}
      chart={(items) =>
        items.map((item) => ({
          axisLabel: item.label,
          label: item.technology.name,
          value: item.value,
          color: bandColor[bandOf(Math.round(item.averageScore))],
        }))
      }
      emptyText={(days) =>
        `No technology was found on ${AWESOME_TECHNOLOGY_MIN_WEBSITES} or more websites analysed in ${daysLabel(days)}.`
      }
    />
  );
}
