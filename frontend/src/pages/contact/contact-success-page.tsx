import { Button, Result } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { ContentRoot } from '../../components/content/content-root';
import { useSetPageTitle } from '../../hooks/use-set-page-title';
import './contact.css';

/** `/contact/success` (contact-success): shown after the contact form was sent. */
export function ContactSuccessPage() {
  useSetPageTitle('Message sent', 'Thanks for contacting StackLens.');
  const state = useLocation().state as { email?: string; name?: string } | null;
  return (
    <ContentRoot>
      <div className="sl-container slc-state slc-contact-success">
        <Result
          status="success"
          title={
            <h1 className="slc-contact-success__title">
              Thanks{state?.name ? `, ${state.name}` : ''}! Your message is on its way.
            </h1>
          }
          subTitle={
            state?.email
              ? `We received your message and will answer at ${state.email}, usually within one business day.`
              : 'We received your message and will answer by email, usually within one business day.'
          }
          extra={[
            <Link key="home" to="/">
              <Button type="primary">Analyze a website</Button>
            </Link>,
            <Link key="articles" to="/content/articles">
              <Button>Read our articles</Button>
            </Link>,
          ]}
        />
      </div>
    </ContentRoot>
  );
}
