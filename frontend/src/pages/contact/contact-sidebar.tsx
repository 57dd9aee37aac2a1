import { BookOutlined, MailOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { useSiteInfo } from '../../hooks/use-site-info';

/** Other ways to get help, beside the contact form: email, the FAQ, domain removal. */
export function ContactSidebar() {
  const { supportEmail } = useSiteInfo();
  return (
    <aside className="slc-contact__side" aria-label="Other ways to get help">
      {supportEmail && (
        <div className="slc-panel slc-contact__card">
          <MailOutlined aria-hidden="true" className="slc-contact__icon" />
          <h2 className="slc-panel__title">Email</h2>
          <p className="slc-muted">
            Prefer your own mail client? Write to <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
          </p>
        </div>
      )}
      <div className="slc-panel slc-contact__card">
        <QuestionCircleOutlined aria-hidden="true" className="slc-contact__icon" />
        <h2 className="slc-panel__title">Frequently asked</h2>
        <p className="slc-muted">
          How the score is computed, what counts as an analysis, how plans work: the{' '}
          <Link to="/faq">FAQ</Link> answers the common questions.
        </p>
      </div>
      <div className="slc-panel slc-contact__card">
        <BookOutlined aria-hidden="true" className="slc-contact__icon" />
        <h2 className="slc-panel__title">Remove a website</h2>
        <p className="slc-muted">
          Own a website and want its public result taken down? File a{' '}
          <Link to="/analysis/website/remove">removal request</Link>.
        </p>
      </div>
    </aside>
  );
}
