import { lazy, Suspense } from 'react';
import { LightSkeleton } from '../../components/light-skeleton';
import { LightCard } from '../../components/light-card';
import { bandTextColor } from '../../components/score-colors';
import { useGetScoreHistory } from '../../hooks/use-get-score-history';

const ScoreHistoryChart = lazy(() =>
  import('./score-history-chart').then((m) => ({ default: m.ScoreHistoryChart })),
);

/** Score history of the website: a small chart and the latest entries. */
export function ScoreHistoryCard({ websiteId }: { websiteId: string }) {
  const history = useGetScoreHistory(websiteId);
  const entries = [...(history.data?.scores ?? [])].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  // An entry scored by another model than the one before it starts that model (the history stays comparable).
  const modelChanges = new Set(
    entries.flatMap((entry, i) => (i > 0 && entries[i - 1].modelVersion !== entry.modelVersion ? [entry] : [])),
  );
  const latestFirst = [...entries].reverse().slice(0, 6);
  return (
    <LightCard className="sl-card sl-history-card" role="region" aria-labelledby="history-title">
      <div className="sl-card__head">
        <h2 id="history-title" className="sl-card__title">
          Score history
        </h2>
        {entries.length > 0 && (
          <span className="sl-card__subtitle">
            {entries.length} {entries.length === 1 ? 'analysis' : 'analyses'}
          </span>
        )}
      </div>
      {history.isPending ? (
        <LightSkeleton active paragraph={{ rows: 3 }} />
      ) : history.isError ? (
        <p className="sl-muted">The score history is not available right now.</p>
      ) : entries.length === 0 ? (
        <p className="sl-muted">No history yet.</p>
      ) : (
        <>
          <Suspense
            fallback={<div className="sl-history-chart sl-history-chart--loading" aria-hidden="true" />}
          >
            <ScoreHistoryChart entries={entries} />
          </Suspense>
          <ol className="sl-history-list" aria-label="Latest scores">
            {latestFirst.map((entry, index) => (
              <li key={`${entry.createdAt}-${index}`}>
                <span
                  className="sl-history-list__score"
                  style={{ color: `var(--sl-band-${entry.band}-text, ${bandTextColor[entry.band]})` }}
                >
                  {entry.score}
                </span>
                <span className="sl-history-list__time">{entry.updatedTimeAgoText}</span>
                {modelChanges.has(entry) && (
                  <span className="sl-history-list__model" title="The scoring model changed with this analysis">
                    score model v{entry.modelVersion} starts
                  </span>
                )}
              </li>
            ))}
          </ol>
          {entries.length === 1 && (
            <p className="sl-muted sl-history-card__note">
              Re-analyse later to follow how the score changes.
            </p>
          )}
        </>
      )}
    </LightCard>
  );
}
