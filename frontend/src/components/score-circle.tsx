import type { ScoreBand } from '@stacklens/contracts';
import { bandColor, bandOf, bandTextColor } from './score-colors';
import { LightProgress } from './light-progress';

/** The Awesomeness Score as a progress circle coloured by its band. */
export function ScoreCircle({ score, band, size = 168 }: { score: number; band?: ScoreBand; size?: number }) {
  const resolved = band ?? bandOf(score);
  return (
    <LightProgress
      type="circle"
      percent={score}
      size={size}
      strokeWidth={9}
      strokeColor={bandColor[resolved]}
      railColor="#f1eef6"
      aria-label={`Awesomeness Score ${score} out of 100`}
      format={() => (
        <span className="sl-score-circle__value" style={{ color: bandTextColor[resolved] }}>
          <span className="sl-score-circle__number" style={{ fontSize: Math.round(size * 0.3) }}>
            {score}
          </span>
          {size >= 100 && <span className="sl-score-circle__of">/ 100</span>}
        </span>
      )}
    />
  );
}
