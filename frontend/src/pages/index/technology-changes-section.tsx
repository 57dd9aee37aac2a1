import { Link } from 'react-router-dom';
import type { TechnologyChange, User } from '@stacklens/contracts';
import { useGetTechnologyChanges } from '../../hooks/use-get-technology-changes';
import { useGetUser } from '../../hooks/use-get-user';
import { formatDate } from '../../lib/format';
import { routePaths } from '../../lib/routes';

const LIMIT = 10;

/** "WordPress 6.8.1 added", "jQuery removed", "React 18.2.0 → 19.0.0". */
function describeChange(change: TechnologyChange): string {
  const name = change.technology.name;
  if (change.kind === 'version-changed') return `${name} ${change.previousVersion} → ${change.version}`;
  const named = change.version ? `${name} ${change.version}` : name;
  return change.kind === 'added' ? `${named} added` : `${named} removed`;
}

function Changes({ user }: { user: User }) {
  const picked = user.technologies.length > 0;
  const changes = useGetTechnologyChanges(LIMIT, picked);
  if (!picked) {
    return (
      <p className="sl-section__lead">
        Pick the technologies you follow on your <Link to={routePaths['user-account']}>account page</Link> to
        see their recent changes on the websites we analysed.
      </p>
    );
  }
  if (changes.isPending) return <p className="sl-section__lead">Loading…</p>;
  if (changes.isError) return <p className="sl-section__lead">The recent changes could not be loaded.</p>;
  if (!changes.data.items.length) {
    return (
      <p className="sl-section__lead">No change of your technologies on the websites we analysed yet.</p>
    );
  }
  return (
    <ul className="sl-tech-changes" aria-label="Recent changes in your technologies">
      {changes.data.items.map((change) => (
        <li key={`${change.domain} ${change.technology.slug} ${change.kind} ${change.at}`}>
          <span>{describeChange(change)}</span> on{' '}
          <Link to={`/analysis/website/${change.domain}`}>{change.domain}</Link>{' '}
          <time dateTime={change.at}>{formatDate(change.at)}</time>
        </li>
      ))}
    </ul>
  );
}

/** The signed-in user's "Recent changes in your technologies" on the home page (nothing for visitors). */
export function TechnologyChangesSection() {
  const user = useGetUser();
  if (!user.data) return null;
  return (
    <section className="sl-section" aria-labelledby="tech-changes-title">
      <div className="sl-container">
        <h2 id="tech-changes-title" className="sl-section__title">
          Recent changes in your technologies
        </h2>
        <Changes user={user.data} />
      </div>
    </section>
  );
}
