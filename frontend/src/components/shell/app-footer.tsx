import { LightLink } from '../light-link';
import { consent } from '../../state/consent-store';
import { BRAND, COPYRIGHT_START_YEAR, TAGLINE } from '../../lib/constants';
import { footerColumns } from '../../lib/navigation';
import { useSiteInfo } from '../../hooks/use-site-info';
import { Logo } from '../logo';
import { SocialIcon } from './social-icons';

/**
 * Footer: brand blurb, social links, columns Products, Resources, Insights, Company (with the
 * footer-only "Remove domain" link and the link that reopens the cookie dialog), copyright 2019–current year.
 */
export function AppFooter() {
  const year = new Date().getFullYear();
  const { socialLinks } = useSiteInfo();
  return (
    <footer className="sl-footer">
      <div className="sl-container">
        <div className="sl-footer__grid">
          <div className="sl-footer__brand">
            <Logo inverted />
            <p>
              {TAGLINE}. {BRAND} reveals the technologies behind any website — content management systems,
              frameworks, servers, analytics and more — and rates how modern, secure and fast the stack is.
            </p>
            {socialLinks.length > 0 && (
              <ul className="sl-footer__social" aria-label="StackLens on social media">
                {socialLinks.map((social) => (
                  <li key={social.name}>
                    <a
                      href={social.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${BRAND} on ${social.name}`}
                    >
                      <SocialIcon name={social.name} />
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>
          {footerColumns.map((column) => (
            <nav key={column.title} aria-label={column.title} className="sl-footer__column">
              <h2 className="sl-footer__heading">{column.title}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.text}>
                    {link.action === 'cookie-settings' ? (
                      <button type="button" className="sl-footer__button" onClick={() => consent.openModal()}>
                        {link.text}
                      </button>
                    ) : (
                      <LightLink to={link.to ?? '/'}>{link.text}</LightLink>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="sl-footer__bottom">
          <span>
            © {COPYRIGHT_START_YEAR}–{year} {BRAND}. All rights reserved.
          </span>
          <span>Made for people who care how the web is built.</span>
        </div>
      </div>
    </footer>
  );
}
