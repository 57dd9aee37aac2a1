import { Collapse, Progress } from 'antd';
import { LightCard } from '../../components/light-card';
import { CheckCircleFilled, CloseCircleFilled, MinusCircleFilled } from '@ant-design/icons';
import type { ScoreBand, ScoreCheck, ScorePart } from '@stacklens/contracts';
import { ScoreCircle } from '../../components/score-circle';
import { bandColor, bandLabel, bandOf, bandTextColor } from '../../components/score-colors';

function formatPoints(points: number): string {
  return Number.isInteger(points) ? String(points) : points.toFixed(1);
}

/** How the breakdown names where a check's value comes from. */
const sourceLabel: Record<NonNullable<ScoreCheck['source']>, string> = {
  versions: 'Versions',
  http: 'HTTP',
  browser: 'Browser',
  lighthouse: 'Lighthouse',
};

function CheckRow({ check }: { check: ScoreCheck }) {
  const partial = check.passed !== null && check.earned > 0 && check.earned < 1;
  const view =
    check.passed === null
      ? { icon: <MinusCircleFilled />, text: 'Not measured', className: 'is-unknown' }
      : check.passed || check.earned >= 1
        ? { icon: <CheckCircleFilled />, text: partial ? 'Partly passed' : 'Passed', className: 'is-passed' }
        : partial
          ? { icon: <MinusCircleFilled />, text: 'Partly passed', className: 'is-partial' }
          : { icon: <CloseCircleFilled />, text: 'Failed', className: 'is-failed' };
  return (
    <li className={`sl-check ${view.className}`}>
      <span className="sl-check__icon" aria-hidden="true">
        {view.icon}
      </span>
      <div className="sl-check__body">
        <div className="sl-check__label">
          {check.label}
          <span className="sl-check__status">
            {view.text}
            {partial ? ` (${Math.round(check.earned * 100)}%)` : ''}
          </span>
        </div>
        {check.detail && (
          <div className="sl-check__detail">
            {check.source && <span className="sl-check__source">{sourceLabel[check.source]}: </span>}
            {check.detail}
          </div>
        )}
      </div>
    </li>
  );
}

function PartLabel({ part }: { part: ScorePart }) {
  if (part.measured === false) {
    return (
      <div className="sl-part-row is-not-measured">
        <span className="sl-part-row__label">{part.label}</span>
        <span className="sl-part-row__bar sl-part-row__not-measured">Not measured</span>
        <span className="sl-part-row__points" title="Its weight is shared by the measured parts">
          –/{part.nominalWeight ?? part.weight}
        </span>
      </div>
    );
  }
  const ratio = part.weight > 0 ? part.points / part.weight : 0;
  const band = bandOf(Math.round(ratio * 100));
  return (
    <div className="sl-part-row">
      <span className="sl-part-row__label">{part.label}</span>
      <Progress
        className="sl-part-row__bar"
        percent={Math.round(ratio * 100)}
        showInfo={false}
        size="small"
        strokeColor={bandColor[band]}
        aria-label={`${part.label}: ${formatPoints(part.points)} of ${part.weight} points`}
      />
      <span className="sl-part-row__points">
        <strong>{formatPoints(part.points)}</strong>/{part.weight}
      </span>
    </div>
  );
}

/** The Awesomeness Score, its band, and the breakdown: four parts with points/weight and expandable checks. */
export function ScoreCard({
  score,
  band,
  breakdown,
  modelVersion,
}: {
  score: number;
  band: ScoreBand;
  breakdown: ScorePart[];
  modelVersion: number;
}) {
  return (
    <LightCard className="sl-card sl-score-card" role="region" aria-labelledby="score-title">
      <h2 id="score-title" className="sl-card__title">
        Awesomeness Score
      </h2>
      <div className="sl-score-card__summary">
        <ScoreCircle score={score} band={band} />
        <div className="sl-score-card__band" style={{ color: bandTextColor[band] }} data-band={band}>
          {bandLabel[band]}
        </div>
        <p className="sl-score-card__hint">
          Weighted from modernity, security, performance and best practice; a part without evidence is not
          measured and its weight is shared by the others. Expand a part to see its checks and where each
          value comes from.
        </p>
      </div>
      <h3 className="sl-visually-hidden">Score breakdown</h3>
      <Collapse
        className="sl-score-card__breakdown"
        ghost
        expandIconPlacement="end"
        items={breakdown.map((part) => ({
          key: part.key,
          label: <PartLabel part={part} />,
          children: (
            <>
              {part.coverage && (
                <p className="sl-part-coverage" data-testid={`coverage-${part.key}`}>
                  {part.coverage.text}
                  {part.coverage.measured < part.coverage.total &&
                    ' — technologies with an unknown detected or latest version are left out.'}
                </p>
              )}
              {part.measured === false && (
                <p className="sl-part-coverage">
                  Not measured: no evidence, so its {part.nominalWeight} points are shared by the measured
                  parts.
                </p>
              )}
              {part.measured !== false &&
                part.nominalWeight !== undefined &&
                part.weight !== part.nominalWeight && (
                  <p className="sl-part-coverage">
                    Counts for {formatPoints(part.weight)} points (nominal {part.nominalWeight}) because a
                    part was not measured.
                  </p>
                )}
              <ul className="sl-checks" aria-label={`${part.label} checks`}>
                {part.checks.map((check) => (
                  <CheckRow key={check.id} check={check} />
                ))}
                {part.checks.length === 0 && (
                  <li className="sl-check is-unknown">No checks were measured.</li>
                )}
              </ul>
            </>
          ),
        }))}
      />
      <p className="sl-score-card__model">Score model v{modelVersion}</p>
    </LightCard>
  );
}
