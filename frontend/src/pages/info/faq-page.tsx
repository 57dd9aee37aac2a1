import type { ReactNode } from 'react';
import { Collapse } from 'antd';
import { Link } from 'react-router-dom';
import {
  FREE_ANALYSES_PER_MONTH,
  LIGHTHOUSE_RUNS_PER_DAY_FREE,
  LIGHTHOUSE_RUNS_PER_DAY_PAID,
  MAX_ANALYSIS_MINUTES,
  PAY_AS_YOU_GO_PRICE_TEXT,
  PRO_PRICE_TEXT,
} from '../../lib/constants';
import { routePaths } from '../../lib/routes';
import { useCatalogueFigures } from '../../hooks/use-get-technology-categories';
import { InfoLayout } from './info-layout';

/** "7,542 technologies" from the catalogue, or "every technology of the catalogue" until it is known. */
function CatalogueTechnologies() {
  const figures = useCatalogueFigures();
  return <>{figures ? `${figures.technologies} technologies` : 'every technology of the catalogue'}</>;
}

interface Question {
  key: string;
  question: string;
  answer: ReactNode;
}

const groups: { title: string; questions: Question[] }[] = [
  {
    title: 'Analyses',
    questions: [
      {
        key: 'what',
        question: 'What does StackLens find out about a website?',
        answer: (
          <p>
            StackLens lists the technologies a website runs on — content management system, frameworks and
            libraries, web server, CDN, analytics, payment and many more — with the version it detected and
            the latest released version, and rates the whole stack with the Awesomeness Score from 0 to 100.
          </p>
        ),
      },
      {
        key: 'how',
        question: 'How does StackLens detect technologies?',
        answer: (
          <p>
            It visits the site like a browser does: it reads the HTTP headers, cookies, the HTML, the scripts
            and stylesheets, DNS and TLS details and robots.txt, and runs the page in a headless browser to
            see the JavaScript that loads. The fingerprints of <CatalogueTechnologies /> are matched against
            what it saw; a technology is only listed when there is evidence for it, and the evidence is shown
            next to it.
          </p>
        ),
      },
      {
        key: 'duration',
        question: 'How long does an analysis take?',
        answer: (
          <p>
            Usually well under a minute. Slow websites can take longer; an analysis is stopped after{' '}
            {MAX_ANALYSIS_MINUTES} minutes, and what was collected until then is still scored and shown. If
            you leave the result page while an analysis runs, it continues in the background — come back later
            to see the result.
          </p>
        ),
      },
      {
        key: 'subdomains',
        question: 'Why can I not analyse a subdomain?',
        answer: (
          <p>
            Results are kept per registrable domain (for example <code>example.com</code> or{' '}
            <code>example.co.uk</code>), so that every website has one public result and one history.
            Addresses like <code>blog.example.com</code> are refused; enter the primary domain instead.
          </p>
        ),
      },
      {
        key: 'robots',
        question: 'Does StackLens respect robots.txt?',
        answer: (
          <p>
            Yes. StackLens identifies itself as <code>StackLensBot</code> and does not analyse a site whose
            robots.txt disallows it. Site owners who want their public result removed can also file a{' '}
            <Link to={routePaths['analysis-website-remove']}>removal request</Link>.
          </p>
        ),
      },
    ],
  },
  {
    title: 'The Awesomeness Score',
    questions: [
      {
        key: 'score',
        question: 'How is the Awesomeness Score computed?',
        answer: (
          <>
            <p>
              The score is an explainable weighted sum of four parts. Each part is measured on its own and the
              breakdown is shown on every result:
            </p>
            <table>
              <thead>
                <tr>
                  <th scope="col">Part</th>
                  <th scope="col">Weight</th>
                  <th scope="col">Measured from</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <td>Modernity</td>
                  <td>30</td>
                  <td>
                    Detected versus latest version of each versioned technology whose both versions are known
                    (a major version behind costs most, an end-of-life release cycle costs everything); the
                    breakdown says how many were measured
                  </td>
                </tr>
                <tr>
                  <td>Security</td>
                  <td>30</td>
                  <td>
                    HTTPS with a valid certificate, HSTS, Content-Security-Policy, X-Content-Type-Options,
                    frame protection, Referrer-Policy, no version-leaking headers, secure cookies, and known
                    vulnerabilities of the detected versions
                  </td>
                </tr>
                <tr>
                  <td>Performance</td>
                  <td>25</td>
                  <td>
                    Lighthouse performance and Core Web Vitals (LCP, CLS, TBT) when a report at most 30 days
                    old exists; otherwise time to first byte, transfer size, compression, HTTP/2 or newer,
                    request count and caching
                  </td>
                </tr>
                <tr>
                  <td>Best practice</td>
                  <td>15</td>
                  <td>
                    Lighthouse best-practices, SEO and accessibility when present; otherwise title,
                    description, language, viewport, robots.txt and sitemap
                  </td>
                </tr>
              </tbody>
            </table>
            <p>
              This is score model v3: a part without any evidence is shown as not measured and its weight is
              shared by the measured parts in proportion to theirs; an unknown version is never counted as up
              to date.
            </p>
            <p>
              Known vulnerabilities (new in v3) are one Security check, weighing 4 next to the other checks'
              18. Only a version StackLens actually detected can be vulnerable: a technology without a
              detected version, or one no advisory source covers, costs nothing. Each vulnerable technology
              costs the severity of its worst advisory — critical all of the check, high 60%, medium or
              unrated 30%, low 10% — and half of that when its version may be patched by the distribution that
              packages it (Debian's Apache reports the upstream version). Only the worst advisory of a
              technology counts, so a long list of minor findings cannot drown the rest; costs add up across
              technologies to at most the whole check. With no detected version to look up the check is not
              measured.
            </p>
          </>
        ),
      },
      {
        key: 'bands',
        question: 'What do the colours of the score mean?',
        answer: (
          <p>
            49 or below is shown in red (needs attention), 50 to 89 in amber (good) and 90 or above in green
            (awesome). The colour of each part in the breakdown follows the same bands.
          </p>
        ),
      },
      {
        key: 'history',
        question: 'Why did the score of a website change?',
        answer: (
          <p>
            Either the website changed — a new version of a library, a new security header — or a technology
            it uses released a new version, which makes the detected one older. Every analysis adds an entry
            to the score history, and each score carries the version of the scoring model, so that the history
            stays comparable: the history marks where a new model starts (v3 added known vulnerabilities, so a
            site can lose Security points without changing, when an advisory is published for its version).
          </p>
        ),
      },
      {
        key: 'improve',
        question: 'How can I improve my website’s score?',
        answer: (
          <p>
            Open the breakdown on the result page: it lists what was measured and what cost points. The
            quickest wins are usually security headers (HSTS, CSP, X-Content-Type-Options), updating libraries
            that are a major version behind, and compression and caching of static files. Re-analyse
            afterwards to see the new score.
          </p>
        ),
      },
    ],
  },
  {
    title: 'Plans and account',
    questions: [
      {
        key: 'free',
        question: 'Is StackLens free?',
        answer: (
          <p>
            Looking up existing results is free for everyone, without an account. With a free account you can
            run {FREE_ANALYSES_PER_MONTH} analyses per calendar month. After that, Pay as you go costs{' '}
            {PAY_AS_YOU_GO_PRICE_TEXT} per analysis, and Pro is {PRO_PRICE_TEXT} a month for unlimited
            analyses. See <Link to={routePaths.pricing}>pricing</Link>.
          </p>
        ),
      },
      {
        key: 'lighthouse-limits',
        question: 'How many Lighthouse reports can I run?',
        answer: (
          <p>
            A Lighthouse report does not use up an analysis, but it runs a real browser for about half a
            minute, so new reports are limited per day (UTC): {LIGHTHOUSE_RUNS_PER_DAY_FREE} on the free plan,{' '}
            {LIGHTHOUSE_RUNS_PER_DAY_PAID} on Pay as you go and Pro. Opening a report younger than 24 hours,
            or one somebody is already running, costs nothing. “Run again” makes a new report once the latest
            is at least an hour old. Every account can also have only so many analyses waiting at once, so
            that no single account holds up everyone else.
          </p>
        ),
      },
      {
        key: 'verify',
        question: 'Why do I have to verify my email address?',
        answer: (
          <p>
            Analyses cost computing time and visit third-party websites, so every analysis is tied to a
            verified account. The verification mail is sent when you sign up; you can resend it from your
            account page.
          </p>
        ),
      },
      {
        key: 'delete',
        question: 'How do I delete my account?',
        answer: (
          <p>
            On your <Link to={routePaths['user-account']}>account page</Link>, choose “Delete account”. For
            your protection you need to have signed in within the last few minutes. Your profile and history
            are deleted; public website results stay, as they are not personal data.
          </p>
        ),
      },
      {
        key: 'api',
        question: 'Is there an API?',
        answer: (
          <p>
            Yes — the same API the website uses is documented on the{' '}
            <Link to={routePaths['products-website-analyzer-docs']}>API documentation</Link> page. Personal
            API keys and webhooks for finished analyses are being rolled out to accounts.
          </p>
        ),
      },
    ],
  },
];

/** FAQ (route `faq`): questions in an accordion, grouped. */
export function FaqPage() {
  return (
    <InfoLayout
      eyebrow="Help"
      title="Frequently asked questions"
      pageTitle="FAQ"
      description="Answers about StackLens analyses, how the Awesomeness Score is computed, plans and accounts."
      lead="How analyses work, what the Awesomeness Score measures, and what the plans include."
    >
      <div className="sl-prose">
        {groups.map((group) => (
          <section key={group.title} aria-labelledby={`faq-${group.title.replace(/\W+/g, '-')}`}>
            <h2 id={`faq-${group.title.replace(/\W+/g, '-')}`}>{group.title}</h2>
            <Collapse
              className="sl-faq"
              defaultActiveKey={group.title === 'Analyses' ? ['what'] : []}
              items={group.questions.map((q) => ({ key: q.key, label: q.question, children: q.answer }))}
            />
          </section>
        ))}
        <p style={{ marginTop: 32 }}>
          Something else? <Link to={routePaths.contact}>Contact us</Link> — we answer every message.
        </p>
      </div>
    </InfoLayout>
  );
}
