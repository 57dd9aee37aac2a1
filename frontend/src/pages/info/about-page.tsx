import { Link } from 'react-router-dom';
import { TAGLINE } from '../../lib/constants';
import { routePaths } from '../../lib/routes';
import { useCatalogueFigures } from '../../hooks/use-get-technology-categories';
import { InfoLayout } from './info-layout';

/** About (route `about`). */
export function AboutPage() {
  const figures = useCatalogueFigures();
  return (
    <InfoLayout
      eyebrow="About us"
      title="About StackLens"
      description="StackLens analyses the technology behind websites and rates it with an explainable Awesomeness Score. Learn who we are and how we work."
      lead={`${TAGLINE}.`}
    >
      <div className="sl-prose">
        <p>
          StackLens started in 2019 from a simple question every web developer asks when they see a well-made
          website: <em>what is this built with?</em> Browser extensions could name a few libraries, but nobody
          told us whether those were up to date, whether the site was secure, or how it compared with others.
          So we built a tool that does both: it finds the technologies behind a website, and it rates how good
          the stack is.
        </p>
        <h2>What we believe</h2>
        <ul>
          <li>
            <strong>Show the evidence.</strong> Every detected technology comes with what it was recognised by
            — a header, a script, a cookie — so that you can check it yourself.
          </li>
          <li>
            <strong>Explain every number.</strong> The Awesomeness Score is a sum of four documented parts,
            and each result shows its breakdown. When the scoring model changes, its version changes with it.
          </li>
          <li>
            <strong>Be a good citizen of the web.</strong> Our analyzer identifies itself as{' '}
            <code>StackLensBot</code>, respects robots.txt, visits each page once per analysis and never
            reaches into private networks.
          </li>
          <li>
            <strong>Respect privacy.</strong> Analytics only with your consent, no advertising profiles, and
            your account is deleted with one click.
          </li>
        </ul>
        <h2>What we do</h2>
        <p>
          The <Link to={routePaths['products-website-analyzer']}>Website Analyzer</Link> recognises{' '}
          {figures
            ? `${figures.technologies} technologies in ${figures.categories} categories`
            : 'technologies in every category'}
          . Results are public, so anyone can look up a website that has been analysed; signed-in users run
          new analyses. The <Link to={routePaths['products-website-analyzer-docs']}>API</Link> gives
          integrators the same data.
        </p>
        <h2>Data we build on, and our licence</h2>
        <p>
          StackLens is free software under the GNU General Public License, version 3 or later. It stands on
          the work of open projects, whom we thank:
        </p>
        <ul>
          <li>
            <strong>Fingerprints</strong> — the technology and category definitions of{' '}
            <a href="https://github.com/enthec/webappanalyzer" rel="noopener noreferrer">
              enthec/webappanalyzer
            </a>{' '}
            (GPL-3.0), the community continuation of Wappalyzer's open fingerprints, with our own additions
            and corrections on top.
          </li>
          <li>
            <strong>Releases and end of life</strong> —{' '}
            <a href="https://endoflife.date" rel="noopener noreferrer">
              endoflife.date
            </a>{' '}
            (MIT), the npm registry and the projects' own GitHub releases.
          </li>
          <li>
            <strong>Logos</strong> —{' '}
            <a href="https://simpleicons.org" rel="noopener noreferrer">
              Simple Icons
            </a>{' '}
            (CC0-1.0); every mark remains its owner's trademark.
          </li>
        </ul>
        <h2>Get in touch</h2>
        <p>
          Questions, ideas or a technology we do not recognise yet? Write to us through the{' '}
          <Link to={routePaths.contact}>contact form</Link>. Company details are in the{' '}
          <Link to={routePaths.imprint}>imprint</Link>.
        </p>
      </div>
    </InfoLayout>
  );
}
