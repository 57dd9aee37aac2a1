import { useEffect } from 'react';
import { LightButton } from '../light-antd';
import { LightLink } from '../light-link';
import { consent, useConsent } from '../../state/consent-store';
import { LazyCookieSettings } from './lazy-shell';

/**
 * Cookie consent: a banner until a choice is stored — accept all, decline (necessary only), or
 * choose in the settings dialog (accept partial). The footer's "Cookie settings" reopens the dialog.
 */
export function CookieConsent() {
  const state = useConsent();
  useEffect(() => {
    consent.init();
  }, []);

  return (
    <>
      {!state.isConsentGiven && !state.isModalActive && (
        <section className="sl-consent-banner" role="region" aria-labelledby="sl-consent-title">
          <div className="sl-consent-banner__text">
            <h2 id="sl-consent-title" className="sl-consent-banner__title">
              Cookies on StackLens
            </h2>
            <p>
              We use necessary cookies to keep you signed in and remember your settings. With your permission we
              also load privacy-friendly analytics to learn what to improve. See our{' '}
              <LightLink to="/privacy">privacy policy</LightLink>.
            </p>
          </div>
          <div className="sl-consent-banner__actions">
            <LightButton onClick={() => consent.openModal()}>Customize</LightButton>
            <LightButton onClick={() => consent.decline()}>Decline</LightButton>
            <LightButton type="primary" onClick={() => consent.acceptAll()}>
              Accept all
            </LightButton>
          </div>
        </section>
      )}
      <LazyCookieSettings />
    </>
  );
}
