import { Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { STACK_LAYERS, TOP_STACK_MIN_LAYERS, type TopTechStacksInsight } from '@stacklens/contracts';
import { websitePath } from '../../lib/routes';
import { formatDecimal, formatNumber, formatShare } from '../../lib/format';
import { bandColor, bandOf } from '../../components/score-colors';
import { InsightTechnology, RankCell } from './insight-cells';
import { daysLabel } from './insight-days';
import { InsightPage } from './insight-layout';

type Item = TopTechStacksInsight['items'][number];

const columns: TableColumnsType<Item> = [
  { title: '#', dataIndex: 'rank', width: 56, render: (rank: number) => <RankCell rank={rank} /> },
  {
    title: 'Stack',
    key: 'stack',
    render: (_: unknown, item) => (
      <div className="slc-stack">
        <ul className="slc-stack__layers" aria-label={`Stack ${item.rank}`}>
          {item.layers.map((layer) => (
            <li key={layer.key}>
              <span className="slc-stack__layer">{layer.label}</span>
              <InsightTechnology technology={layer.technology} size={24} />
            </li>
          ))}
        </ul>
        {item.exampleDomains.length > 0 && (
          <p className="slc-stack__examples">
            e.g.{' '}
            {item.exampleDomains.map((domain, index) => (
              <span key={domain}>
                {index > 0 && ', '}
                <Link to={websitePath({ domain })}>{domain}</Link>
              </span>
            ))}
          </p>
        )}
      </div>
    ),
  },
  {
    title: 'Complete',
    dataIndex: 'completeness',
    responsive: ['md'],
    render: (completeness: number, item) => (
      <Tooltip title={`${item.layersCovered} of ${STACK_LAYERS.length} layers`}>
        <span className="slc-num">{formatShare(completeness)}</span>
      </Tooltip>
    ),
  },
  {
    title: 'Websites',
    dataIndex: 'websites',
    align: 'right',
    responsive: ['sm'],
    render: (count: number) => <span className="slc-num">{formatNumber(count)}</span>,
  },
  {
    title: 'Avg. score',
    dataIndex: 'averageScore',
    align: 'right',
    render: (score: number) => <strong className="slc-num">{formatDecimal(score)}</strong>,
  },
];

/** `/insights/websites/top-tech-stack` (insights-websites-top-tech-stack): the most complete, best-scoring stacks. */
export function WebsitesTopTechStackPage() {
  return (
    <InsightPage
      kind="websites/top-tech-stack"
      title="Top tech stacks"
      description={(days) =>
        `The most complete and best-scoring technology stacks of the websites analysed in ${daysLabel(days)}.`
      }
      lead={(days) => (
        <p>
          Stacks of the websites analysed in {daysLabel(days)}, layer by layer (
          {STACK_LAYERS.map((layer) => layer.label).join(', ')}). Stacks covering at least{' '}
          {TOP_STACK_MIN_LAYERS} layers are ranked by completeness, then by the average Awesomeness Score of
          their websites.
        </p>
      )}
      layout="stacked"
      columns={columns}
      rowKey={(item) => item.label}
      chartTitle="Average Awesomeness Score per stack"
      chartMax={100}
      formatValue={formatDecimal}
      chart={(items) =>
        items.map((item) => ({
          axisLabel: `#${item.rank} ${item.layers[0]?.technology.name ?? ''}`.trim(),
          label: item.label,
          value: item.value,
          color: bandColor[bandOf(Math.round(item.averageScore))],
        }))
      }
      emptyText={(days) =>
        `No stack with at least ${TOP_STACK_MIN_LAYERS} layers was seen in ${daysLabel(days)}.`
      }
    />
  );
}
