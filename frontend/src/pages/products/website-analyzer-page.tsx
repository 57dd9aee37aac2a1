import { Button } from 'antd';
import {
  ApiOutlined,
  BranchesOutlined,
  CodeOutlined,
  DashboardOutlined,
  HistoryOutlined,
  SafetyOutlined,
} from '@ant-design/icons';
import { Link, useNavigate } from 'react-router-dom';
import { FREE_ANALYSES_PER_MONTH, PAY_AS_YOU_GO_PRICE_TEXT } from '../../lib/constants';
import { routePaths } from '../../lib/routes';
import { useCatalogueFigures, type CatalogueFigures } from '../../hooks/use-get-technology-categories';
import { InfoLayout } from '../info/info-layout';
import './products.css';

/** The features, the first stating the catalogue's size from the catalogue itself. */
const featuresOf = (figures: CatalogueFigures | null) => [
  {
    icon: <CodeOutlined />,
    title: figures ? `${figures.technologies} technologies` : 'Thousands of technologies',
    text: `Content management systems, frameworks, libraries, servers, CDNs, analytics, payments and more${figures ? `, in ${figures.categories} categories` : ''}.`,
  },
  {
    icon: <BranchesOutlined />,
    title: 'Versions, compared',
    text: 'Each detected version next to the latest release, with patch, minor and major distance and end-of-life warnings.',
  },
  {
    icon: <DashboardOutlined />,
    title: 'The Awesomeness Score',
    text: 'Modernity, security, performance and best practice, weighted 30/30/25/15 and explained check by check.',
  },
  {
    icon: <SafetyOutlined />,
    title: 'Security headers',
    text: 'HTTPS, certificate, HSTS, CSP, frame protection, referrer policy and version-leaking headers at a glance.',
  },
  {
    icon: <HistoryOutlined />,
    title: 'History and peers',
    text: 'Every analysis adds to a website’s score history; similar ranked websites put the result in context.',
  },
  {
    icon: <ApiOutlined />,
    title: 'API access',
    text: 'The same results for your own tools, documented with OpenAPI.',
  },
];

/** Product page of the Website Analyzer (route `products-website-analyzer`). */
export function WebsiteAnalyzerPage() {
  const features = featuresOf(useCatalogueFigures());
  const navigate = useNavigate();
  return (
    <InfoLayout
      eyebrow="Product"
      title="Website Analyzer"
      description="The StackLens Website Analyzer finds the technologies behind any website, compares their versions with the latest releases and rates the stack with the Awesomeness Score."
      lead="Enter an address and get the site’s technologies, their versions, and a score for how modern, secure and fast the stack is — in about a minute."
      wide
    >
      <div className="sl-product__hero">
        <Button type="primary" size="large" onClick={() => navigate('/#analyze')}>
          Analyze a website
        </Button>
        <Button size="large" onClick={() => navigate(routePaths['products-website-analyzer-docs'])}>
          Read the API docs
        </Button>
      </div>
      <ul className="sl-feature-grid">
        {features.map((feature) => (
          <li key={feature.title} className="sl-feature">
            <span className="sl-feature__icon" aria-hidden="true">
              {feature.icon}
            </span>
            <h2 className="sl-feature__title">{feature.title}</h2>
            <p className="sl-feature__text">{feature.text}</p>
          </li>
        ))}
      </ul>
      <div className="sl-prose">
        <h2>How an analysis works</h2>
        <ol>
          <li>
            <strong>Collect.</strong> StackLens fetches the page over HTTP and in a headless browser, and
            reads DNS, the TLS certificate and robots.txt.
          </li>
          <li>
            <strong>Detect.</strong> Fingerprints match headers, cookies, HTML, scripts and JavaScript
            globals; implied technologies are added and contradictions resolved.
          </li>
          <li>
            <strong>Compare.</strong> Detected versions are checked against the latest releases from package
            registries and release trackers.
          </li>
          <li>
            <strong>Score.</strong> The four parts of the Awesomeness Score are measured and summed; the
            breakdown is stored with the result.
          </li>
        </ol>
        <h2>Pricing</h2>
        <p>
          {FREE_ANALYSES_PER_MONTH} analyses a month are free. Beyond that, pay {PAY_AS_YOU_GO_PRICE_TEXT} per
          analysis or choose Pro for unlimited analyses — see <Link to={routePaths.pricing}>pricing</Link>.
        </p>
      </div>
    </InfoLayout>
  );
}
