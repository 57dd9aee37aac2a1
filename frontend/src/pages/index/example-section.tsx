import { lazy, Suspense } from 'react';
import { CheckCircleFilled } from '@ant-design/icons';
import type { VersionStatus } from '@stacklens/contracts';
import { versionStatusView } from '../../components/score-colors';
import { TechLogo } from '../../components/tech-avatar';

const SCORE_CIRCLE_SIZE = 88;

/** The tag without its tooltip, as `VersionStatusTag` renders it. */
function PlainVersionStatusTag({ status }: { status: VersionStatus }) {
  const view = versionStatusView[status];
  return (
    <span className={`sl-version-tag is-${view.color}`} data-status={status}>
      {view.label}
    </span>
  );
}

/** An empty box of the score circle's size. */
function ScoreCirclePlaceholder() {
  return <span style={{ display: 'inline-block', width: SCORE_CIRCLE_SIZE, height: SCORE_CIRCLE_SIZE }} />;
}

/*
 * The example report sits far below the fold: its antd parts — the score circle (Progress) and the version tags'
 * tooltips (Tooltip) — load after the page has rendered. Until then (and if they cannot be loaded) the same space is
 * taken by an empty box of the circle's size and by the tags themselves (plain styled spans), so nothing moves when
 * they arrive.
 */
const ScoreCircle = lazy(() =>
  import('../../components/score-circle').then(
    (m) => ({ default: m.ScoreCircle }),
    () => ({ default: ScoreCirclePlaceholder }),
  ),
);
const VersionStatusTag = lazy(() =>
  import('../../components/version-status-tag').then(
    (m) => ({ default: m.VersionStatusTag }),
    () => ({ default: PlainVersionStatusTag }),
  ),
);

const exampleTechs: {
  name: string;
  /** The catalogue's slug (Wappalyzer's slugify of the name), for its logo. */
  slug: string;
  category: string;
  version: string;
  latest: string;
  status: VersionStatus;
}[] = [
  {
    name: 'WordPress',
    slug: 'wordpress',
    category: 'CMS',
    version: '6.4.2',
    latest: '6.8.1',
    status: 'minor-behind',
  },
  {
    name: 'PHP',
    slug: 'php',
    category: 'Programming languages',
    version: '8.3.7',
    latest: '8.3.8',
    status: 'patch-behind',
  },
  {
    name: 'nginx',
    slug: 'nginx',
    category: 'Web servers',
    version: '1.27.0',
    latest: '1.27.0',
    status: 'up-to-date',
  },
  {
    name: 'jQuery',
    slug: 'jquery',
    category: 'JavaScript libraries',
    version: '1.12.4',
    latest: '3.7.1',
    status: 'major-behind',
  },
  { name: 'Cloudflare', slug: 'cloudflare', category: 'CDN', version: '—', latest: '—', status: 'unknown' },
];

const exampleParts = [
  { label: 'Modernity', points: 21.5, weight: 30 },
  { label: 'Security', points: 24, weight: 30 },
  { label: 'Performance', points: 21, weight: 25 },
  { label: 'Best practice', points: 12.5, weight: 15 },
];

const benefits = [
  'Every technology with the version found and the latest release',
  'Outdated software flagged before it becomes a risk',
  'The score broken down into the checks that produced it',
  'A score history to follow improvements over time',
  'Similar websites ranked by their score, one click away',
];

/** A static, illustrative report — the same components the real result page uses. */
export function ExampleSection() {
  return (
    <section className="sl-section sl-section--alt" id="example" aria-labelledby="example-title">
      <div className="sl-container sl-example">
        <div className="sl-example__copy">
          <span className="sl-eyebrow">Example report</span>
          <h2 id="example-title" className="sl-section__title">
            A report you can act on
          </h2>
          <p className="sl-section__lead">
            A typical small-business website: a content management system a few releases behind, a JavaScript
            library from another decade, and solid security headers.
          </p>
          <ul className="sl-checklist">
            {benefits.map((benefit) => (
              <li key={benefit}>
                <CheckCircleFilled aria-hidden="true" />
                {benefit}
              </li>
            ))}
          </ul>
        </div>
        <figure className="sl-example__card" aria-label="Illustrative example of a StackLens report">
          <div className="sl-example__head">
            <div>
              <div className="sl-example__domain">corner-bakery.example</div>
              <div className="sl-example__meta">https · analysed 2 hours ago</div>
            </div>
            <Suspense fallback={<ScoreCirclePlaceholder />}>
              <ScoreCircle score={79} size={SCORE_CIRCLE_SIZE} />
            </Suspense>
          </div>
          <div className="sl-example__parts">
            {exampleParts.map((part) => (
              <div key={part.label} className="sl-example__part">
                <span>{part.label}</span>
                <span className="sl-example__part-bar" aria-hidden="true">
                  <span style={{ width: `${(part.points / part.weight) * 100}%` }} />
                </span>
                <span className="sl-example__part-points">
                  {part.points}/{part.weight}
                </span>
              </div>
            ))}
          </div>
          <ul className="sl-example__techs">
            {exampleTechs.map((tech) => (
              <li key={tech.name}>
                <TechLogo name={tech.name} slug={tech.slug} size={32} />
                <span className="sl-example__tech-name">
                  <strong>{tech.name}</strong>
                  <small>{tech.category}</small>
                </span>
                <span className="sl-example__tech-version">
                  {tech.version === '—' ? '' : `${tech.version} → ${tech.latest}`}
                </span>
                <Suspense fallback={<PlainVersionStatusTag status={tech.status} />}>
                  <VersionStatusTag status={tech.status} />
                </Suspense>
              </li>
            ))}
          </ul>
          <figcaption className="sl-visually-hidden">
            Example: score 79, WordPress 6.4.2 minor versions behind, jQuery 1.12.4 a major version behind.
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
