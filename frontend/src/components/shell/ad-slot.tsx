import { LightLink } from '../light-link';
import { ApiOutlined } from '@ant-design/icons';
import { routePaths } from '../../lib/routes';

/**
 * The advertising area of the shell ("an advertising area is mounted"). It is labelled as such and shows
 * a house ad; an ad network can be wired into this slot later — only with the visitor's consent.
 */
export function AdSlot() {
  return (
    <aside className="sl-ad" aria-label="Advertisement">
      <div className="sl-container">
        <div className="sl-ad__inner">
          <span className="sl-ad__label">Advertisement</span>
          <span className="sl-ad__icon" aria-hidden="true">
            <ApiOutlined />
          </span>
          <p className="sl-ad__text">
            <strong>Build on StackLens.</strong> Query technologies and scores from your own tools with the
            StackLens API.
          </p>
          <LightLink to={routePaths['products-website-analyzer-docs']} className="sl-ad__link">
            Read the API docs
          </LightLink>
        </div>
      </div>
    </aside>
  );
}
