import { Alert } from 'antd';
import { Link } from 'react-router-dom';
import { routePaths } from '../../lib/routes';
import { useSiteOrigin } from '../../state/server-render';
import { useSiteInfo } from '../../hooks/use-site-info';
import { InfoLayout } from './info-layout';

/** Imprint (route `imprint`): who is responsible for this StackLens service. */
export function ImprintPage() {
  const { operator } = useSiteInfo();
  const configured = Boolean(operator.name && operator.address.length > 0);
  const host = new URL(useSiteOrigin()).host;
  return (
    <InfoLayout
      eyebrow="Legal"
      title="Imprint"
      description="Legal notice: who operates this StackLens service and how to reach them."
      lead="Information about the provider of this website, as required by law in many countries."
    >
      <div className="sl-prose">
        <p>
          StackLens is website-analysis software. This service at <strong>{host}</strong> is run by the
          organisation that deployed it, which is the provider responsible for its content.
        </p>
        {!configured && (
          <Alert
            type="info"
            showIcon
            title="Provider details not published yet"
            description="The operator of this deployment has not entered its legal name and address yet. Until it does, please use the contact form below for any legal request; it reaches the operator directly."
            style={{ marginBottom: 24 }}
          />
        )}
        <h2>Provider</h2>
        <address className="sl-info__card">
          <strong>{operator.name ?? 'StackLens service operator'}</strong>
          {operator.address.map((line) => (
            <span key={line}>
              <br />
              {line}
            </span>
          ))}
          {operator.representative && (
            <>
              <br />
              Represented by {operator.representative}
            </>
          )}
        </address>
        <h2>Contact</h2>
        <p>
          {operator.email ? (
            <>
              Email: <a href={`mailto:${operator.email}`}>{operator.email}</a>
              <br />
            </>
          ) : null}
          Contact form: <Link to={routePaths.contact}>{host}/contact</Link>
        </p>
        {(operator.register || operator.vat) && (
          <>
            <h2>Registration</h2>
            <p>
              {operator.register}
              {operator.register && operator.vat && <br />}
              {operator.vat && <>VAT identification number: {operator.vat}</>}
            </p>
          </>
        )}
        <h2>Responsible for content</h2>
        <p>
          {operator.representative ?? operator.name ?? 'The operator named above'}, at the address above.
          Website results are produced automatically by the StackLens analyzer from publicly reachable
          information; they describe the analysed websites and are not statements of their owners.
        </p>
        <h2>Removal of results</h2>
        <p>
          Owners of an analysed website can ask for its public result to be removed with the{' '}
          <Link to={routePaths['analysis-website-remove']}>removal request form</Link>.
        </p>
        <h2>Liability for links</h2>
        <p>
          Our pages link to the websites that were analysed and to other external sites. We have no influence
          on their content and are not responsible for it; the provider of the linked page is. If we learn
          that a linked page breaks the law, we remove the link.
        </p>
        <h2>Online dispute resolution</h2>
        <p>
          We are neither obliged nor willing to take part in dispute-resolution proceedings before a consumer
          arbitration board.
        </p>
      </div>
    </InfoLayout>
  );
}
