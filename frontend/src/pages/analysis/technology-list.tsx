import { useId, useState } from 'react';
import { Empty } from 'antd';
import { LightButton } from '../../components/light-antd';
import { LightCard } from '../../components/light-card';
import { PlusOutlined } from '@ant-design/icons';
import type { DetectedTechnology, NamedSoftware } from '@stacklens/contracts';
import { Hint } from '../../components/hint';
import { TechLogo } from '../../components/tech-avatar';
import { VersionStatusTag } from '../../components/version-status-tag';
import { useReportProblem } from './report-problem';
import { TechnologyEvidence } from './technology-evidence';
import { NoKnownVulnerabilities, VulnerabilityBadge } from './vulnerability-badge';

interface CategoryGroup {
  name: string;
  slug: string;
  techs: DetectedTechnology[];
}

/**
 * Groups technologies by their primary (first) category, so every technology appears once; the other categories
 * are shown as secondary labels. Groups are ordered by size, then name; "Other" comes last.
 */
export function groupByCategory(techs: DetectedTechnology[]): CategoryGroup[] {
  const groups = new Map<string, CategoryGroup>();
  for (const tech of techs) {
    if (tech.confidence <= 0) continue;
    const primary = tech.categories[0];
    const key = primary?.slug ?? 'other';
    const group = groups.get(key) ?? { name: primary?.name ?? 'Other', slug: key, techs: [] };
    group.techs.push(tech);
    groups.set(key, group);
  }
  for (const group of groups.values()) {
    group.techs.sort((a, b) => Number(a.implied) - Number(b.implied) || a.name.localeCompare(b.name));
  }
  return [...groups.values()].sort(
    (a, b) =>
      Number(a.slug === 'other') - Number(b.slug === 'other') ||
      b.techs.length - a.techs.length ||
      a.name.localeCompare(b.name),
  );
}

function TechnologyRow({ tech }: { tech: DetectedTechnology }) {
  const otherCategories = tech.categories.slice(1);
  const [showEvidence, setShowEvidence] = useState(false);
  const evidenceId = useId();
  const reportProblem = useReportProblem();
  return (
    <li className="sl-tech" data-testid="technology" data-slug={tech.slug}>
      <TechLogo name={tech.name} slug={tech.slug} />
      <div className="sl-tech__main">
        <div className="sl-tech__name">
          <span className="sl-tech__title">{tech.name}</span>
          {tech.website && (
            <a
              href={tech.website}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="sl-tech__link"
              aria-label={`${tech.name} website (opens in a new tab)`}
            >
              <span className="sl-mask-icon sl-mask-icon--link" aria-hidden="true" />
            </a>
          )}
          {tech.implied && (
            <Hint title="Not seen directly: implied by another detected technology.">
              <span className="sl-tech__implied">implied</span>
            </Hint>
          )}
          <VulnerabilityBadge tech={tech} />
        </div>
        <div className="sl-tech__sub">
          {otherCategories.length > 0 && <span>Also {otherCategories.map((c) => c.name).join(', ')}</span>}
          {tech.confidence < 100 && <span>{tech.confidence}% confidence</span>}
          <NoKnownVulnerabilities tech={tech} />
          {/*
            Plain buttons and CSS icons: a result page has two buttons and two icons per technology, and antd's Button
            and icon components are costly trees to render on the server (and their SVG paths heavy in the HTML).
          */}
          <button
            type="button"
            className="sl-text-button sl-tech__why"
            aria-expanded={showEvidence}
            aria-controls={evidenceId}
            onClick={() => setShowEvidence((shown) => !shown)}
          >
            {showEvidence ? 'Hide evidence' : 'Why?'}
          </button>
          <button
            type="button"
            className="sl-text-button sl-tech__report"
            aria-label={`Report a problem with ${tech.name}`}
            onClick={() => reportProblem({ technology: tech.name })}
          >
            <span className="sl-mask-icon sl-mask-icon--flag" aria-hidden="true" /> Report a problem
          </button>
        </div>
      </div>
      <dl className="sl-tech__versions">
        <div>
          <dt>Detected</dt>
          <dd>{tech.version ?? '—'}</dd>
        </div>
        <div>
          <dt>Latest</dt>
          <dd>{tech.latestVersion ?? '—'}</dd>
        </div>
      </dl>
      <div className="sl-tech__status">
        <VersionStatusTag status={tech.versionStatus} />
      </div>
      {showEvidence && <TechnologyEvidence tech={tech} id={evidenceId} />}
    </li>
  );
}

/** Where a site names a piece of software, in words. */
function namedWhere(evidence: NamedSoftware['evidence'][number]): string {
  if (evidence.family === 'headers') return `${evidence.key ?? 'a'} response header`;
  if (evidence.family === 'meta') return 'generator meta tag';
  if (evidence.family === 'scripts')
    return evidence.key ? `banner of the script ${evidence.key}` : 'banner of a script';
  if (evidence.family === 'css')
    return evidence.key ? `banner of the stylesheet ${evidence.key}` : 'banner of a stylesheet';
  return 'page itself';
}

/**
 * The software the site names about itself that StackLens has no fingerprint for (`namedSoftware`): name, stated
 * version and where the site says so. Shown apart from the technologies because it is the site's own word, not a
 * detection (nothing checks it, the score ignores it).
 */
export function NamedSoftwareList({ named }: { named: NamedSoftware[] }) {
  if (named.length === 0) return null;
  return (
    <section
      className="sl-tech-group sl-named"
      aria-labelledby="named-software-title"
      data-testid="named-software"
    >
      <h3 id="named-software-title" className="sl-tech-group__title">
        Named by the site itself
        <span className="sl-tech-group__count">{named.length}</span>
      </h3>
      <p className="sl-named__note">
        Software this website names in its headers or pages that StackLens has no fingerprint for yet. It is
        the site&apos;s own statement, not a detection: not verified and not part of the score.
      </p>
      <ul className="sl-tech-group__list">
        {named.map((item) => (
          <li key={item.name} className="sl-named__item" data-testid="named-software-item">
            <span className="sl-tech__title">{item.name}</span>
            {item.version && <span className="sl-named__version">{item.version}</span>}
            <span className="sl-named__where">
              in the {namedWhere(item.evidence[0])}: <code>{item.evidence[0].value}</code>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Technologies grouped by category with detected and latest version and the outdated marker; each technology and
 * the list itself can be reported as wrong (inside a `ReportProblemProvider`). Below them, the software the site
 * names about itself that the fingerprint set does not know (`NamedSoftwareList`).
 */
export function TechnologyList({
  techs,
  namedSoftware = [],
}: {
  techs: DetectedTechnology[];
  namedSoftware?: NamedSoftware[];
}) {
  const reportProblem = useReportProblem();
  const groups = groupByCategory(techs);
  const count = groups.reduce((sum, group) => sum + group.techs.length, 0);
  const outdated = techs.filter((tech) =>
    ['major-behind', 'end-of-life'].includes(tech.versionStatus),
  ).length;
  return (
    <LightCard className="sl-card sl-techs-card" role="region" aria-labelledby="technologies-title">
      <div className="sl-card__head">
        <h2 id="technologies-title" className="sl-card__title">
          Technologies
        </h2>
        <span className="sl-card__subtitle">
          {count} {count === 1 ? 'technology' : 'technologies'} in {groups.length}{' '}
          {groups.length === 1 ? 'category' : 'categories'}
          {outdated > 0 && ` · ${outdated} seriously outdated`}
        </span>
        <LightButton
          size="small"
          className="sl-techs-card__missing"
          icon={<PlusOutlined aria-hidden="true" />}
          onClick={() => reportProblem({})}
        >
          Report a missing technology
        </LightButton>
      </div>
      {groups.length === 0 ? (
        <Empty description="No technologies were detected on this website." />
      ) : (
        <div className="sl-tech-groups">
          {groups.map((group) => (
            <section key={group.slug} className="sl-tech-group" aria-labelledby={`category-${group.slug}`}>
              <h3 id={`category-${group.slug}`} className="sl-tech-group__title">
                {group.name}
                <span className="sl-tech-group__count">{group.techs.length}</span>
              </h3>
              <ul className="sl-tech-group__list">
                {group.techs.map((tech) => (
                  <TechnologyRow key={tech.slug} tech={tech} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
      <NamedSoftwareList named={namedSoftware} />
    </LightCard>
  );
}
