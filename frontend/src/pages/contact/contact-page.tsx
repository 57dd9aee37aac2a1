import { ContentRoot } from '../../components/content/content-root';
import { PageHero } from '../../components/content/page-hero';
import { useSetPageTitle } from '../../hooks/use-set-page-title';
import { ContactForm } from './contact-form';
import { ContactSidebar } from './contact-sidebar';
import './contact.css';

/** `/contact` (contact): the contact form. On success it moves to `/contact/success`. */
export function ContactPage() {
  useSetPageTitle('Contact', 'Questions, feedback or a partnership idea? Write to the StackLens team.');
  return (
    <ContentRoot>
      <PageHero
        eyebrow="Company"
        title="Contact us"
        lead={
          <p>
            Questions about a result, feedback on the Awesomeness Score, a bug, or an idea for working
            together: write to us and a person from the StackLens team answers, usually within one business
            day.
          </p>
        }
        crumbs={[{ title: 'Home', to: '/' }, { title: 'Contact' }]}
      />
      <div className="sl-container slc-body slc-contact">
        <ContactForm />
        <ContactSidebar />
      </div>
    </ContentRoot>
  );
}
