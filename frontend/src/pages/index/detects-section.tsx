import {
  ApiOutlined,
  AppstoreOutlined,
  CloudServerOutlined,
  CodeOutlined,
  FontSizeOutlined,
  LineChartOutlined,
  SafetyCertificateOutlined,
  ShoppingCartOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useCatalogueFigures } from '../../hooks/use-get-technology-categories';

const categories: { icon: ReactNode; title: string; text: string; examples: string }[] = [
  {
    icon: <AppstoreOutlined />,
    title: 'CMS & site builders',
    text: 'Which system publishes the pages, from the generator tag to the asset paths it leaves behind.',
    examples: 'WordPress, Drupal, Ghost, Wix',
  },
  {
    icon: <CodeOutlined />,
    title: 'JavaScript frameworks',
    text: 'Front-end frameworks and libraries, with the exact versions found in bundles and script URLs.',
    examples: 'React, Vue.js, Angular, jQuery',
  },
  {
    icon: <CloudServerOutlined />,
    title: 'Servers & hosting',
    text: 'Web servers, reverse proxies, PaaS and hosting providers, read from headers, DNS and certificates.',
    examples: 'nginx, Apache, Vercel, Netlify',
  },
  {
    icon: <ShoppingCartOutlined />,
    title: 'E-commerce',
    text: 'Shop systems, carts and payment providers, including the plugins that power them.',
    examples: 'Shopify, WooCommerce, Magento',
  },
  {
    icon: <LineChartOutlined />,
    title: 'Analytics & marketing',
    text: 'Tag managers, analytics suites, A/B testing and marketing automation on the page.',
    examples: 'Google Analytics, Matomo, HubSpot',
  },
  {
    icon: <SafetyCertificateOutlined />,
    title: 'CDN & security',
    text: 'Content delivery networks, web application firewalls, certificate authorities and bot protection.',
    examples: 'Cloudflare, Fastly, Let’s Encrypt',
  },
  {
    icon: <ApiOutlined />,
    title: 'Languages & backends',
    text: 'Programming languages and application frameworks that reveal themselves in cookies and headers.',
    examples: 'PHP, Node.js, Laravel, Django',
  },
  {
    icon: <FontSizeOutlined />,
    title: 'UI kits & fonts',
    text: 'CSS frameworks, component libraries, icon sets and font services that shape the design.',
    examples: 'Bootstrap, Tailwind CSS, Google Fonts',
  },
];

export function DetectsSection() {
  const figures = useCatalogueFigures();
  return (
    <section className="sl-section" id="detects" aria-labelledby="detects-title">
      <div className="sl-container">
        <span className="sl-eyebrow">What StackLens detects</span>
        <h2 id="detects-title" className="sl-section__title">
          The whole stack, not just the logo on the page
        </h2>
        <p className="sl-section__lead">
          StackLens reads what a website tells every visitor — HTML, headers, cookies, scripts, robots.txt,
          DNS records and its TLS certificate — and matches it against a catalogue of{' '}
          {figures
            ? `${figures.technologies} technologies in ${figures.categories} categories`
            : 'technologies'}
          .
        </p>
        <ul className="sl-feature-grid">
          {categories.map((category) => (
            <li key={category.title} className="sl-feature">
              <span className="sl-feature__icon" aria-hidden="true">
                {category.icon}
              </span>
              <h3 className="sl-feature__title">{category.title}</h3>
              <p className="sl-feature__text">{category.text}</p>
              <p className="sl-feature__examples">{category.examples}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
