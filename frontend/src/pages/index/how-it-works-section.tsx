import { FileSearchOutlined, RadarChartOutlined, ThunderboltOutlined } from '@ant-design/icons';

const steps = [
  {
    icon: <FileSearchOutlined />,
    title: 'Enter an address',
    text: 'Type a domain like example.com. StackLens analyses primary domains and respects robots.txt.',
  },
  {
    icon: <ThunderboltOutlined />,
    title: 'We collect and detect',
    text: 'Our analyzer fetches the site like a browser, follows its redirects, reads DNS and TLS, and matches thousands of fingerprints.',
  },
  {
    icon: <RadarChartOutlined />,
    title: 'Read the report',
    text: 'Technologies grouped by category with detected and latest versions, the score with its breakdown, history and similar sites.',
  },
];

export function HowItWorksSection() {
  return (
    <section className="sl-section" id="how-it-works" aria-labelledby="how-title">
      <div className="sl-container">
        <div className="sl-center">
          <span className="sl-eyebrow">How it works</span>
          <h2 id="how-title" className="sl-section__title">
            From address to answer in three steps
          </h2>
          <p className="sl-section__lead">
            Most analyses finish in well under a minute; a very slow website may take up to five.
          </p>
        </div>
        <ol className="sl-steps">
          {steps.map((step, index) => (
            <li key={step.title} className="sl-step">
              <span className="sl-step__number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="sl-step__icon" aria-hidden="true">
                {step.icon}
              </span>
              <h3 className="sl-step__title">{step.title}</h3>
              <p className="sl-step__text">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
