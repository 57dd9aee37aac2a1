import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { LightCard } from '../../components/light-card';
import type {
  AdvisoryData,
  DetectedTechnology,
  TechnologyVulnerabilities,
  VulnerabilityAdvisory,
} from '@stacklens/contracts';
import { AdvisoryCredits } from '../../components/vulnerabilities/advisory-credits';
import {
  MAY_BE_PATCHED_HINT,
  SEVERITY_ORDER,
  severityBreakdown,
  vulnerabilityBadgeText,
  worstSeverity,
} from '../../components/vulnerabilities/severity';
import { SeverityTag } from '../../components/vulnerabilities/severity-tag';
import { formatDay, plural } from '../../lib/format';

/** Id of a technology's entry in the panel (the badge links to it). */
export function vulnerabilityAnchor(slug: string): string {
  return `vulnerabilities-${slug}`;
}

interface PanelState {
  /** Slugs whose advisory list is open. */
  open: ReadonlySet<string>;
  /** Opens a technology's list (the badge's link then scrolls to it). */
  reveal: (slug: string) => void;
  setOpen: (slug: string, open: boolean) => void;
}

const PanelContext = createContext<PanelState>({
  open: new Set(),
  reveal: () => undefined,
  setOpen: () => undefined,
});

/** What the badges and the panel share: which technologies' advisory lists are open. */
export function useVulnerabilityPanel(): PanelState {
  return useContext(PanelContext);
}

type Vulnerable = DetectedTechnology & { vulnerabilities: TechnologyVulnerabilities };

/** Technologies with at least one advisory: most severe first, then most advisories, then by name. */
export function vulnerableTechnologies(techs: readonly DetectedTechnology[]): Vulnerable[] {
  const rank = (tech: Vulnerable) =>
    SEVERITY_ORDER.indexOf(worstSeverity(tech.vulnerabilities.counts) ?? 'unknown');
  return techs
    .filter((tech): tech is Vulnerable => (tech.vulnerabilities?.advisories.length ?? 0) > 0)
    .sort(
      (a, b) =>
        rank(a) - rank(b) ||
        b.vulnerabilities.advisories.length - a.vulnerabilities.advisories.length ||
        a.name.localeCompare(b.name),
    );
}

/**
 * Holds which advisory lists are open, for the badges of the technology list and the panel: the most severe
 * technology's list starts open (the same on the server and in the browser, so nothing moves on hydration), and a
 * `#vulnerabilities-{slug}` address opens that one.
 */
export function VulnerabilityPanelProvider({
  techs,
  children,
}: {
  techs: readonly DetectedTechnology[];
  children: ReactNode;
}) {
  const first = vulnerableTechnologies(techs)[0]?.slug;
  const [open, setOpenSet] = useState<ReadonlySet<string>>(() => new Set(first ? [first] : []));
  const setOpen = useCallback((slug: string, value: boolean) => {
    setOpenSet((current) => {
      if (current.has(slug) === value) return current;
      const next = new Set(current);
      if (value) next.add(slug);
      else next.delete(slug);
      return next;
    });
  }, []);
  const reveal = useCallback((slug: string) => setOpen(slug, true), [setOpen]);
  useEffect(() => {
    const fromHash = () => {
      const match = /^#vulnerabilities-(.+)$/.exec(window.location.hash);
      if (match) reveal(decodeURIComponent(match[1]));
    };
    fromHash();
    window.addEventListener('hashchange', fromHash);
    return () => window.removeEventListener('hashchange', fromHash);
  }, [reveal]);
  const value = useMemo(() => ({ open, reveal, setOpen }), [open, reveal, setOpen]);
  return <PanelContext.Provider value={value}>{children}</PanelContext.Provider>;
}

function AdvisoryItem({ advisory, sourceName }: { advisory: VulnerabilityAdvisory; sourceName: string }) {
  const aliases = advisory.aliases.filter((alias) => alias !== advisory.id);
  return (
    <li className="sl-vulns__item" data-testid="advisory" data-id={advisory.id}>
      <div>
        <SeverityTag severity={advisory.severity} cvss={advisory.cvss} />
      </div>
      <div>
        <a
          className="sl-vulns__item-id"
          href={advisory.url}
          target="_blank"
          rel="noopener noreferrer nofollow"
        >
          {advisory.id}
          <span className="sl-visually-hidden"> (opens in a new tab)</span>
        </a>
        {aliases.length > 0 && <span className="sl-vulns__meta"> {aliases.join(', ')}</span>}
        <p className="sl-vulns__summary">{advisory.summary}</p>
        <dl className="sl-vulns__meta">
          <div>
            <dt>Fixed in</dt>
            <dd className={advisory.fixedIn ? 'sl-vulns__tech-version' : undefined}>
              {advisory.fixedIn ?? 'no fixed version named'}
            </dd>
          </div>
          {advisory.published && (
            <div>
              <dt>Published</dt>
              <dd>
                <time dateTime={advisory.published}>{formatDay(advisory.published)}</time>
              </dd>
            </div>
          )}
          <div>
            <dt>Source</dt>
            <dd>{sourceName}</dd>
          </div>
        </dl>
      </div>
    </li>
  );
}

function TechnologyAdvisories({
  tech,
  sourceNames,
}: {
  tech: Vulnerable;
  sourceNames: ReadonlyMap<string, string>;
}) {
  const panel = useVulnerabilityPanel();
  const { vulnerabilities } = tech;
  const listId = `${vulnerabilityAnchor(tech.slug)}-list`;
  return (
    <details
      className="sl-vulns__tech"
      id={vulnerabilityAnchor(tech.slug)}
      data-testid="vulnerable-technology"
      data-slug={tech.slug}
      open={panel.open.has(tech.slug)}
      onToggle={(event) => panel.setOpen(tech.slug, event.currentTarget.open)}
    >
      <summary aria-controls={listId}>
        <span className="sl-vulns__tech-name">{tech.name}</span>
        <span className="sl-vulns__tech-version">{tech.version}</span>
        <span className="sl-card__subtitle" title={severityBreakdown(vulnerabilities.counts)}>
          {vulnerabilityBadgeText(vulnerabilities)}
        </span>
        {vulnerabilities.mayBePatchedByDistribution && (
          <span className="sl-vuln-patched" title={MAY_BE_PATCHED_HINT}>
            may be patched by the distribution
          </span>
        )}
      </summary>
      {vulnerabilities.mayBePatchedByDistribution && <p className="sl-vulns__note">{MAY_BE_PATCHED_HINT}</p>}
      <ul
        className="sl-vulns__list"
        id={listId}
        aria-label={`Advisories of ${tech.name} ${tech.version ?? ''}`}
      >
        {vulnerabilities.advisories.map((advisory) => (
          <AdvisoryItem
            key={advisory.id}
            advisory={advisory}
            sourceName={sourceNames.get(advisory.source) ?? advisory.source}
          />
        ))}
      </ul>
    </details>
  );
}

/**
 * The result page's "Known vulnerabilities" panel (issue 20 §3): per technology with advisories (most severe first,
 * inside a {@link VulnerabilityPanelProvider}) each advisory with severity, CVSS, summary, fixed-in version, date and
 * a link to its source; the detected versions known clean; the advisory data's date and credited sources with their
 * licences. Nothing when no detected version could be checked.
 */
export function VulnerabilitiesCard({
  techs,
  advisoryData,
}: {
  techs: readonly DetectedTechnology[];
  advisoryData: AdvisoryData | null | undefined;
}) {
  const checked = techs.filter((tech) => tech.vulnerabilities);
  if (checked.length === 0) return null;
  const vulnerable = vulnerableTechnologies(techs);
  const clean = checked.filter((tech) => tech.vulnerabilities?.advisories.length === 0);
  const total = vulnerable.reduce((sum, tech) => sum + tech.vulnerabilities.advisories.length, 0);
  const sourceNames = new Map((advisoryData?.sources ?? []).map((source) => [source.id, source.name]));
  const used = new Set(checked.flatMap((tech) => tech.vulnerabilities?.sources ?? []));
  const credited = (advisoryData?.sources ?? []).filter((source) => used.has(source.id));
  return (
    <LightCard className="sl-card sl-vulns-card" role="region" aria-labelledby="vulnerabilities-title">
      <div className="sl-card__head">
        <h2 id="vulnerabilities-title" className="sl-card__title">
          Known vulnerabilities
        </h2>
        <span className="sl-card__subtitle" data-testid="vulnerabilities-summary">
          {total > 0
            ? `${plural(total, 'published advisory', 'published advisories')} for ${vulnerable.length} of ${plural(checked.length, 'detected version')} checked`
            : `None known for the ${plural(checked.length, 'detected version')} checked`}
        </span>
      </div>
      {vulnerable.map((tech) => (
        <TechnologyAdvisories key={tech.slug} tech={tech} sourceNames={sourceNames} />
      ))}
      {clean.length > 0 && (
        <p className="sl-vulns__clean" data-testid="clean-versions">
          No known vulnerabilities:{' '}
          {clean.map((tech, index) => (
            <span key={tech.slug}>
              {index > 0 && ', '}
              {tech.name} <span className="sl-vulns__tech-version">{tech.version}</span>
            </span>
          ))}
          .
        </p>
      )}
      <p className="sl-vulns__note">
        Only versions StackLens saw on the site are checked: technologies without a detected version, or only
        implied by another, are not.
      </p>
      {advisoryData && <AdvisoryCredits generatedAt={advisoryData.generatedAt} sources={credited} />}
    </LightCard>
  );
}
