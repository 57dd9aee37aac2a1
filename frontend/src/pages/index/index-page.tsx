import { Button } from 'antd';
import { ArrowUpOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { FREE_ANALYSES_PER_MONTH, TAGLINE } from '../../lib/constants';
import { WebsiteSearchForm } from '../../components/website-search-form';
import { useSetPageTitle } from '../../hooks/use-set-page-title';
import { useCatalogueFigures } from '../../hooks/use-get-technology-categories';
import { DetectsSection } from './detects-section';
import { ExampleSection } from './example-section';
import { HowItWorksSection } from './how-it-works-section';
import { ScoreSection } from './score-section';
import { TechnologyChangesSection } from './technology-changes-section';
import './index-page.css';

const examples = ['wordpress.org', 'react.dev', 'shopify.com'] as const;

/** Home (route `index`): the search, a signed-in user's recent changes in their technologies, what StackLens does. */
export function IndexPage() {
  useSetPageTitle(
    null,
    'Find out what any website is built with: technologies, versions and an explainable Awesomeness Score.',
  );
  const figures = useCatalogueFigures();
  return (
    <>
      <section className="sl-hero" id="analyze" aria-labelledby="hero-title">
        <div className="sl-hero__glow" aria-hidden="true" />
        <div className="sl-container sl-hero__inner">
          <span className="sl-hero__badge">Website technology analyzer</span>
          <h1 id="hero-title" className="sl-hero__title">
            See what any website is built with — <span className="sl-gradient-text">and how good it is</span>
          </h1>
          <p className="sl-hero__tagline">{TAGLINE}.</p>
          <div className="sl-hero__search">
            <WebsiteSearchForm autoFocus />
          </div>
          <p className="sl-hero__examples">
            Try{' '}
            {examples.map((domain, index) => (
              <span key={domain}>
                <Link to={`/analysis/website/${domain}`}>{domain}</Link>
                {index < examples.length - 1 ? ', ' : ''}
              </span>
            ))}
          </p>
          <dl className="sl-hero__stats">
            {figures && (
              <>
                <div>
                  <dt>Technologies recognised</dt>
                  <dd>{figures.technologies}</dd>
                </div>
                <div>
                  <dt>Categories</dt>
                  <dd>{figures.categories}</dd>
                </div>
              </>
            )}
            <div>
              <dt>Score parts, fully explained</dt>
              <dd>4</dd>
            </div>
            <div>
              <dt>Free analyses every month</dt>
              <dd>{FREE_ANALYSES_PER_MONTH}</dd>
            </div>
          </dl>
        </div>
      </section>
      <TechnologyChangesSection />
      <DetectsSection />
      <ScoreSection />
      <HowItWorksSection />
      <ExampleSection />
      <section className="sl-cta" aria-labelledby="cta-title">
        <div className="sl-container sl-cta__inner">
          <div>
            <h2 id="cta-title" className="sl-cta__title">
              Ready to look under the hood?
            </h2>
            <p className="sl-cta__text">
              Type an address, and in under a minute you know its stack, its versions and its score.
            </p>
          </div>
          <Button
            size="large"
            icon={<ArrowUpOutlined aria-hidden="true" />}
            href="#analyze"
            className="sl-cta__button"
          >
            Analyze a website
          </Button>
        </div>
      </section>
    </>
  );
}
