import { Progress } from 'antd';
import type { LighthouseSummary } from '@stacklens/contracts';
import { bandColor, bandOf } from '../../components/score-colors';

const CATEGORIES: Array<{ key: keyof Omit<LighthouseSummary, 'fetchedAt'>; label: string }> = [
  { key: 'performance', label: 'Performance' },
  { key: 'accessibility', label: 'Accessibility' },
  { key: 'bestPractices', label: 'Best practices' },
  { key: 'seo', label: 'SEO' },
];

/**
 * The four Lighthouse category scores as gauges coloured by Lighthouse's bands (0–49 poor, 50–89 needs improvement,
 * 90–100 good — the same bands as the Awesomeness Score); "–" when Lighthouse could not score a category.
 */
export function LighthouseGauges({
  scores,
  size = 96,
}: {
  scores: Omit<LighthouseSummary, 'fetchedAt'>;
  size?: number;
}) {
  return (
    <ul className="sl-lh-gauges" aria-label="Lighthouse scores">
      {CATEGORIES.map(({ key, label }) => {
        const value = scores[key];
        return (
          <li key={key} className="sl-lh-gauge" data-testid={`lighthouse-${key}`}>
            <Progress
              type="dashboard"
              size={size}
              percent={value ?? 0}
              strokeColor={value === null ? undefined : bandColor[bandOf(value)]}
              format={() => (value === null ? '–' : String(value))}
              aria-label={`${label}: ${value === null ? 'not scored' : `${value} of 100`}`}
            />
            <span className="sl-lh-gauge__label">{label}</span>
          </li>
        );
      })}
    </ul>
  );
}
