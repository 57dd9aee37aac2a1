import { LightCard } from '../../components/light-card';
import { LightLink } from '../../components/light-link';
import type { LighthouseSummary } from '@stacklens/contracts';
import { routePaths } from '../../lib/routes';
import { LighthouseGauges } from './lighthouse-gauges';

/** Path of the Lighthouse report page of the website at `url`. */
export function lighthouseReportPath(url: string): string {
  return `${routePaths['analysis-website-reports-lighthouse']}?url=${encodeURIComponent(url)}`;
}

/** The result page's Lighthouse card: the latest report's four scores and its date, or an invitation to run one. */
export function LighthouseCard({ url, lighthouse }: { url: string; lighthouse: LighthouseSummary | null }) {
  return (
    <LightCard className="sl-card sl-lh-card" role="region" aria-labelledby="lighthouse-title">
      <h2 id="lighthouse-title" className="sl-card__title">
        Lighthouse
      </h2>
      {lighthouse ? (
        <>
          <LighthouseGauges scores={lighthouse} size={64} />
          <p className="sl-lh-card__date">
            Report of {new Date(lighthouse.fetchedAt).toUTCString().replace(/:\d\d GMT$/, ' UTC')}. Analyses
            in the next 30 days score Performance and Best practice from it.
          </p>
          <LightLink to={lighthouseReportPath(url)}>Open the Lighthouse report</LightLink>
        </>
      ) : (
        <>
          <p className="sl-lh-card__date">
            No Lighthouse report yet. A report measures performance, accessibility, best practices and SEO in
            a real browser; the score then uses it.
          </p>
          <LightLink to={lighthouseReportPath(url)}>Run a Lighthouse report</LightLink>
        </>
      )}
    </LightCard>
  );
}
