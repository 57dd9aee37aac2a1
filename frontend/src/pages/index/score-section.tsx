import { bandColor } from '../../components/score-colors';

const parts = [
  {
    title: 'Modernity',
    weight: 30,
    text: 'Each versioned technology is compared with its latest release. A major version behind costs the most; end-of-life software costs everything.',
  },
  {
    title: 'Security',
    weight: 30,
    text: 'HTTPS with a valid certificate, HSTS, a Content-Security-Policy, frame and MIME protection, a Referrer-Policy, secure cookies and no version-leaking headers.',
  },
  {
    title: 'Performance',
    weight: 25,
    text: 'Time to first byte, transfer size, compression, HTTP/2 or newer, the number of requests and caching headers.',
  },
  {
    title: 'Best practice',
    weight: 15,
    text: 'A title and description, a document language, a viewport for mobile, a robots.txt and a sitemap.',
  },
] as const;

const bands = [
  { band: 'error', range: '0–49', label: 'Needs attention' },
  { band: 'warning', range: '50–89', label: 'Good' },
  { band: 'success', range: '90–100', label: 'Awesome' },
] as const;

export function ScoreSection() {
  return (
    <section className="sl-section sl-section--alt" id="score" aria-labelledby="score-title">
      <div className="sl-container sl-score-section">
        <div>
          <span className="sl-eyebrow">The Awesomeness Score</span>
          <h2 id="score-title" className="sl-section__title">
            One number from 0 to 100 — and every point explained
          </h2>
          <p className="sl-section__lead">
            The score is a weighted sum of four parts. Every check behind it is listed on the result page, so
            you can see exactly what earned points and what to fix next.
          </p>
          <ul className="sl-bands" aria-label="Score bands">
            {bands.map((item) => (
              <li key={item.band} className="sl-bands__item">
                <span
                  className="sl-bands__swatch"
                  style={{ background: bandColor[item.band] }}
                  aria-hidden="true"
                />
                <strong>{item.range}</strong>
                <span>{item.label}</span>
              </li>
            ))}
          </ul>
        </div>
        <ol className="sl-parts">
          {parts.map((part) => (
            <li key={part.title} className="sl-part">
              <div className="sl-part__head">
                <h3 className="sl-part__title">{part.title}</h3>
                <span className="sl-part__weight">{part.weight} points</span>
              </div>
              <div className="sl-part__bar" aria-hidden="true">
                <span style={{ width: `${(part.weight / 30) * 100}%` }} />
              </div>
              <p className="sl-part__text">{part.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
