import type { DetectedTechnology, EvidenceItem } from '@stacklens/contracts';

/** Human names of the fingerprint pattern families (docs/fingerprints.md) as the evidence panel shows them. */
const FAMILY_LABELS: Record<string, string> = {
  headers: 'HTTP header',
  cookies: 'Cookie',
  meta: 'Meta tag',
  html: 'Page HTML',
  text: 'Page text',
  css: 'Stylesheet',
  scriptSrc: 'Script URL',
  scripts: 'Script content',
  url: 'Page address',
  robots: 'robots.txt',
  dns: 'DNS record',
  certIssuer: 'TLS certificate issuer',
  xhr: 'Network request',
  js: 'JavaScript global',
  dom: 'Page element',
  implies: 'Implied by',
};

/** A readable label for one piece of evidence: "HTTP header x-powered-by", "JavaScript global jQuery.fn.jquery". */
export function evidenceLabel(item: EvidenceItem): string {
  const family = FAMILY_LABELS[item.family] ?? item.family;
  return item.key ? `${family} ${item.key}` : family;
}

/**
 * "Why StackLens thinks this is {name}": the patterns that matched, the value each matched (truncated by the
 * analyzer), the confidence each contributed and the version it read, strongest first.
 */
export function TechnologyEvidence({ tech, id }: { tech: DetectedTechnology; id: string }) {
  return (
    <div className="sl-evidence" id={id} data-testid="technology-evidence">
      <p className="sl-evidence__title">
        Why StackLens thinks this is <strong>{tech.name}</strong>
        {tech.implied ? ' (implied by another detection)' : ''}
      </p>
      {tech.evidence.length === 0 ? (
        <p className="sl-evidence__empty">No evidence was recorded for this detection.</p>
      ) : (
        <ul className="sl-evidence__list">
          {tech.evidence.map((item, index) => (
            <li key={index} className="sl-evidence__item">
              <span className="sl-evidence__where">{evidenceLabel(item)}</span>
              <code className="sl-evidence__value" title={`Pattern: ${item.pattern}`}>
                {item.value || '(present)'}
              </code>
              <span className="sl-evidence__meta">
                {item.version ? `version ${item.version} · ` : ''}+{item.confidence}% confidence
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
