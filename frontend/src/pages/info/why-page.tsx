import { Button } from 'antd';
import {
  AimOutlined,
  EyeOutlined,
  LineChartOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import { Link, useNavigate } from 'react-router-dom';
import { routePaths } from '../../lib/routes';
import { InfoLayout } from './info-layout';

const reasons = [
  {
    icon: <EyeOutlined />,
    title: 'See the whole stack',
    text: 'From the CMS and the JavaScript framework to the CDN, the analytics and the payment provider — with the evidence for every finding.',
  },
  {
    icon: <LineChartOutlined />,
    title: 'Know how current it is',
    text: 'Each detected version is compared with the latest release, and end-of-life software is flagged before it becomes a problem.',
  },
  {
    icon: <SafetyCertificateOutlined />,
    title: 'Spot security gaps',
    text: 'Missing HSTS, no Content-Security-Policy, headers that leak versions: the score’s security part tells you what is missing.',
  },
  {
    icon: <ThunderboltOutlined />,
    title: 'Measure, then improve',
    text: 'Compression, caching, HTTP/2, transfer size — performance basics are measured on every analysis and tracked over time.',
  },
  {
    icon: <AimOutlined />,
    title: 'Benchmark against peers',
    text: 'Similar ranked websites and the insight rankings show where a site stands among the websites analysed.',
  },
  {
    icon: <TeamOutlined />,
    title: 'Made for teams and agencies',
    text: 'Check a prospect’s site before the first call, audit your clients’ stacks, or watch your own with the history.',
  },
];

/** Why StackLens (route `why`). */
export function WhyPage() {
  const navigate = useNavigate();
  return (
    <InfoLayout
      eyebrow="Why StackLens"
      title="Understand any website’s technology in a minute"
      pageTitle="Why StackLens"
      description="Why teams use StackLens: the full technology stack of any website, how current and secure it is, and an explainable score."
      lead="Whether you build websites, sell to the teams who do, or just want to know how a site is made — StackLens answers what it is built with, and how good that is."
      wide
    >
      <ul className="sl-feature-grid">
        {reasons.map((reason) => (
          <li key={reason.title} className="sl-feature">
            <span className="sl-feature__icon" aria-hidden="true">
              {reason.icon}
            </span>
            <h2 className="sl-feature__title">{reason.title}</h2>
            <p className="sl-feature__text">{reason.text}</p>
          </li>
        ))}
      </ul>
      <div className="sl-prose">
        <h2>An honest score, fully explained</h2>
        <p>
          The Awesomeness Score is not a black box. It is a weighted sum of modernity (30), security (30),
          performance (25) and best practice (15), and every result shows what each part measured and where points
          were lost. The <Link to={routePaths.faq}>FAQ</Link> lists every check.
        </p>
        <h2>Who uses StackLens</h2>
        <ul>
          <li>
            <strong>Developers</strong> check which versions a site runs and what to update first.
          </li>
          <li>
            <strong>Agencies and consultants</strong> prepare audits and proposals with facts instead of guesses.
          </li>
          <li>
            <strong>Sales and market researchers</strong> find out which technologies prospects and competitors
            use.
          </li>
          <li>
            <strong>Site owners</strong> follow their own score over time and compare it with similar websites.
          </li>
        </ul>
      </div>
      <div className="sl-info__cta">
        <div>
          <h2>Try it on your own website</h2>
          <p>Free account, 10 analyses a month, no credit card.</p>
        </div>
        <Button type="primary" size="large" onClick={() => navigate('/#analyze')}>
          Analyze a website
        </Button>
      </div>
    </InfoLayout>
  );
}
