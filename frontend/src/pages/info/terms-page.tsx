import { Link } from 'react-router-dom';
import { FREE_ANALYSES_PER_MONTH, PAY_AS_YOU_GO_PRICE_TEXT, PRO_PRICE_TEXT } from '../../lib/constants';
import { useOperatorName } from '../../hooks/use-site-info';
import { routePaths } from '../../lib/routes';
import { InfoLayout } from './info-layout';

/** Terms of service (route `terms`). */
export function TermsPage() {
  const operatorName = useOperatorName();
  return (
    <InfoLayout
      eyebrow="Legal"
      title="Terms of service"
      description="The terms that apply when you use StackLens: accounts, analyses, plans and payment, acceptable use and liability."
      updated="January 1, 2025"
    >
      <div className="sl-prose">
        <h2>1. Scope</h2>
        <p>
          These terms apply to the StackLens website and API (the “service”) provided by {operatorName}{' '}
          (“we”). By creating an account or using the service you accept them. Where you use the service for
          an organisation, you accept them on its behalf.
        </p>
        <h2>2. The service</h2>
        <p>
          StackLens analyses publicly reachable websites and shows the technologies it detected, their
          versions and an Awesomeness Score. Results are generated automatically from what the analysed
          website sends to a visitor; they can be incomplete or wrong, and they are published on the website
          so that anyone can look them up.
        </p>
        <h2>3. Accounts</h2>
        <ul>
          <li>You need an account with a verified email address to run analyses.</li>
          <li>Keep your password and API keys secret; you are responsible for what is done with them.</li>
          <li>You may delete your account at any time on your account page.</li>
        </ul>
        <h2>4. Plans and payment</h2>
        <p>
          The free plan includes {FREE_ANALYSES_PER_MONTH} analyses per calendar month (UTC). With Pay as you
          go, each further analysis in a month costs {PAY_AS_YOU_GO_PRICE_TEXT}, billed monthly in arrears.
          Pro costs {PRO_PRICE_TEXT} per month, billed in advance, and includes unlimited analyses subject to
          section 5. Prices are in US dollars; taxes are added where required. Paid plans can be cancelled at
          any time, effective at the end of the billing period. Current prices are on the{' '}
          <Link to={routePaths.pricing}>pricing page</Link>.
        </p>
        <h2>5. Acceptable use</h2>
        <p>You must not use the service to:</p>
        <ul>
          <li>analyse websites in a way that overloads them, or to circumvent their access controls;</li>
          <li>scrape results in bulk outside the documented API, or resell them as a competing database;</li>
          <li>probe for vulnerabilities of websites you are not authorised to test;</li>
          <li>break the law or the rights of others.</li>
        </ul>
        <p>We may limit or suspend accounts that break these rules, and will tell you why.</p>
        <h2>6. Website owners</h2>
        <p>
          Our analyzer identifies itself as <code>StackLensBot</code> and respects robots.txt. Owners can
          request the removal of their website’s public result with the{' '}
          <Link to={routePaths['analysis-website-remove']}>removal form</Link>.
        </p>
        <h2>7. Availability and changes</h2>
        <p>
          We work to keep the service available but do not guarantee uninterrupted operation. We may change
          features; we will announce changes to these terms by email at least 30 days before they take effect
          for paid plans.
        </p>
        <h2>8. Liability</h2>
        <p>
          Results are provided for information. We are liable without limitation for intent and gross
          negligence and for injury to life, body or health; otherwise only for breaches of essential
          obligations, limited to the foreseeable damage typical for this kind of contract. Mandatory consumer
          rights remain unaffected.
        </p>
        <h2>9. Privacy</h2>
        <p>
          How we process personal data is described in the <Link to={routePaths.privacy}>privacy policy</Link>
          .
        </p>
        <h2>10. Contact</h2>
        <p>
          Questions about these terms: <Link to={routePaths.contact}>contact us</Link>. Provider details are
          in the <Link to={routePaths.imprint}>imprint</Link>.
        </p>
      </div>
    </InfoLayout>
  );
}
