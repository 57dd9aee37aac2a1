import { Link } from 'react-router-dom';
import type { InsightTechnologyRef } from '@stacklens/contracts';
import { technologyPath } from '../technologies/technology-links';

export function RankCell({ rank }: { rank: number }) {
  return <span className={`slc-rank${rank <= 3 ? ` slc-rank--${rank}` : ''}`}>{rank}</span>;
}

/** A technology of an insight: its icon (SVG served by the API) and name, linking to its catalogue page. */
export function InsightTechnology({
  technology,
  size = 28,
}: {
  technology: InsightTechnologyRef;
  size?: number;
}) {
  return (
    <Link to={technologyPath(technology.slug)} className="slc-insight-tech">
      <span
        className="slc-tech-icon"
        aria-hidden="true"
        style={{ width: size, height: size, borderRadius: size * 0.26 }}
      >
        <img
          src={technology.iconUrl}
          alt=""
          width={Math.round(size * 0.7)}
          height={Math.round(size * 0.7)}
          loading="lazy"
        />
      </span>
      <span className="slc-insight-tech__name">{technology.name}</span>
    </Link>
  );
}
