import { Button } from 'antd';
import { Link } from 'react-router-dom';
import { consent } from '../../state/consent-store';
import { useOperatorName } from '../../hooks/use-site-info';
import { routePaths } from '../../lib/routes';
import { InfoLayout } from './info-layout';

/** Privacy policy (route `privacy`). */
export function PrivacyPage() {
  const operatorName = useOperatorName();
  return (
    <InfoLayout
      eyebrow="Legal"
      title="Privacy policy"
      description="What personal data StackLens processes, why, for how long, and your rights — including cookies and optional analytics."
      updated="January 1, 2025"
    >
      <div className="sl-prose">
        <h2>Who is responsible</h2>
        <p>
          The controller for personal data processed on this service is {operatorName}; contact details are in
          the <Link to={routePaths.imprint}>imprint</Link>. Privacy questions can be sent through the{' '}
          <Link to={routePaths.contact}>contact form</Link>.
        </p>
        <h2>What we process</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">Data</th>
              <th scope="col">Purpose</th>
              <th scope="col">Legal basis</th>
              <th scope="col">Kept</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>Email address, password hash, name and profile details you enter</td>
              <td>Your account, sign-in, verification and password reset mails</td>
              <td>Contract</td>
              <td>Until you delete your account</td>
            </tr>
            <tr>
              <td>Analyses you ran and your monthly usage</td>
              <td>Your history, plan limits and billing</td>
              <td>Contract</td>
              <td>Until you delete your account; billing records as long as tax law requires</td>
            </tr>
            <tr>
              <td>Billing details and invoices (paid plans)</td>
              <td>Payment, processed by our payment provider</td>
              <td>Contract, legal obligation</td>
              <td>As long as tax law requires</td>
            </tr>
            <tr>
              <td>Messages sent through the contact form</td>
              <td>Answering you</td>
              <td>Legitimate interest</td>
              <td>Up to 12 months after the conversation ends</td>
            </tr>
            <tr>
              <td>IP address and request data in server logs</td>
              <td>Security, abuse prevention and rate limits</td>
              <td>Legitimate interest</td>
              <td>14 days</td>
            </tr>
          </tbody>
        </table>
        <p>
          Website results (technologies, scores) describe websites, not people, and are public. Signing in
          with Google or GitHub shares your email address and name from that provider with us; we receive no
          password.
        </p>
        <h2 id="leaving">When you delete your account</h2>
        <p>
          You can delete your account yourself on the{' '}
          <Link to={routePaths['user-account']}>account page</Link> (you sign in again first). Before anything
          is deleted, we settle your billing with our payment provider: analyses not billed yet are reported,
          a paid plan is cancelled at once with a final invoice for that usage, your saved cards are removed
          and your customer record there is deleted. If the payment provider cannot be reached, nothing is
          deleted and you can try again later.
        </p>
        <p>Deleted for good:</p>
        <ul>
          <li>your email address, password hash, name, job title and technologies;</li>
          <li>your Google and GitHub sign-ins, mailed links, sessions and API keys;</li>
          <li>your monitors, webhook endpoints and their deliveries, and your monthly usage;</li>
          <li>at the payment provider: your name, address, tax IDs and cards.</li>
        </ul>
        <p>Kept, without your email address or name, and why:</p>
        <ul>
          <li>
            invoices, at our payment provider, as long as tax law requires us to keep accounting records;
          </li>
          <li>
            the analyses you ran: they describe public websites, not you, and are no longer linked to any
            person;
          </li>
          <li>
            contact messages and removal requests you sent: the text and the decision stay for our records,
            the email address and name are erased;
          </li>
          <li>
            our audit log of operator actions: rows keep only an account id (never your email address or
            name), so that changes to the service stay accountable.
          </li>
        </ul>
        <p>
          Before you leave, you can download your data as a JSON file (“Download my data” on the account
          page).
        </p>
        <h2>Cookies</h2>
        <p>Necessary cookies are set without asking, because the service does not work without them:</p>
        <ul>
          <li>
            <code>stacklens.sid</code> — your session while signed in (httpOnly);
          </li>
          <li>
            <code>color-mode</code>, <code>color-mode-preference</code> — your light, dark or system colour
            mode, one year (also kept in your browser’s local storage);
          </li>
          <li>
            <code>cookie_control_consent</code>, <code>cookie_control_enabled_cookies</code> — your cookie
            choice, one year.
          </li>
        </ul>
        <h3 id="analytics">Analytics (optional)</h3>
        <p>
          Only if you allow “Analytics” in the cookie settings do we load our own analytics script. It counts
          page views and nothing else: for each page you view it sends the page’s path (such as{' '}
          <code>/technologies/wordpress</code>, without the query string or fragment) to our own server, which
          adds one to that path’s count for the day. We store only these daily counts per path — not your IP
          address, browser, device or any identifier — and the script sets no cookie and uses no third party.
          Requests from known bots are not counted. Withdrawing consent removes the script at once.
        </p>
        <p>
          <Button onClick={() => consent.openModal()}>Change cookie settings</Button>
        </p>
        <h2>Processors</h2>
        <p>
          We use hosting and email providers and, for paid plans, a payment provider, each bound by a data
          processing agreement. Data leaves the European Economic Area only with appropriate safeguards.
        </p>
        <h2>Your rights</h2>
        <p>
          You can ask for access to, correction, deletion or restriction of your data, object to processing
          based on legitimate interest, and receive your data in a portable format: “Download my data” on the{' '}
          <Link to={routePaths['user-account']}>account page</Link> gives it to you at once, and you can
          delete your account there yourself (see <a href="#leaving">When you delete your account</a>). You
          also have the right to complain to a data-protection authority.
        </p>
      </div>
    </InfoLayout>
  );
}
