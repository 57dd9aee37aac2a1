import { Tag } from 'antd';
import { LightSkeleton } from '../../components/light-skeleton';
import { LightCard } from '../../components/light-card';
import type { TechnologyHistoryEntry } from '@stacklens/contracts';
import { formatDate } from '../../lib/format';
import { TechLogo } from '../../components/tech-avatar';
import { useGetTechnologyHistory } from '../../hooks/use-get-technology-history';

/** Changes shown before "Show all". */
const COLLAPSED_ROWS = 8;

function versions(entry: TechnologyHistoryEntry): string | null {
  if (!entry.firstVersion && !entry.lastVersion) return null;
  if (entry.firstVersion && entry.lastVersion && entry.firstVersion !== entry.lastVersion) {
    return `${entry.firstVersion} → ${entry.lastVersion}`;
  }
  return entry.lastVersion ?? entry.firstVersion;
}

/**
 * Technology history of the website: when each technology was first detected and, for those no longer detected,
 * when it disappeared; newest change first. Shown once the website has been analysed more than once.
 */
export function TechnologyHistoryCard({ websiteId }: { websiteId: string }) {
  const history = useGetTechnologyHistory(websiteId);
  const items = history.data?.items ?? [];
  const firstSeen = items.reduce<string | null>(
    (earliest, item) => (!earliest || item.firstSeenAt < earliest ? item.firstSeenAt : earliest),
    null,
  );
  const changed = items.filter((item) => item.removedAt || item.firstSeenAt !== firstSeen);
  return (
    <LightCard className="sl-card sl-tech-history" role="region" aria-labelledby="tech-history-title">
      <div className="sl-card__head">
        <h2 id="tech-history-title" className="sl-card__title">
          Technology history
        </h2>
        {firstSeen && <span className="sl-card__subtitle">Tracked since {formatDate(firstSeen)}</span>}
      </div>
      {history.isPending ? (
        <LightSkeleton active paragraph={{ rows: 2 }} />
      ) : history.isError ? (
        <p className="sl-muted">The technology history is not available right now.</p>
      ) : changed.length === 0 ? (
        <p className="sl-muted">
          No technology appeared or disappeared since the first analysis. Re-analyse later, or monitor this
          website to be told when its stack changes.
        </p>
      ) : (
        <ol className="sl-tech-history__list" aria-label="Technology changes">
          {changed.slice(0, COLLAPSED_ROWS).map((item) => (
            <li key={`${item.technology.slug}-${item.firstSeenAt}`} className="sl-tech-history__item">
              <TechLogo name={item.technology.name} slug={item.technology.slug} size={24} />
              <span className="sl-tech-history__name">{item.technology.name}</span>
              {versions(item) && <span className="sl-muted">{versions(item)}</span>}
              {item.removedAt ? (
                <Tag color="error">removed {formatDate(item.removedAt)}</Tag>
              ) : (
                <Tag color="success">added {formatDate(item.firstSeenAt)}</Tag>
              )}
              {item.removedAt && (
                <span className="sl-muted sl-tech-history__span">
                  seen {formatDate(item.firstSeenAt)} – {formatDate(item.lastSeenAt)}
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
    </LightCard>
  );
}
