import { LightLink } from './light-link';
import { BRAND } from '../lib/constants';

/** The StackLens mark: a lens over a stack, in the brand gradient. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="sl-logo-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f472b6" />
          <stop offset="1" stopColor="#8b5cf6" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill="url(#sl-logo-gradient)" />
      <rect x="14" y="17" width="22" height="5" rx="2.5" fill="#fff" opacity="0.55" />
      <rect x="14" y="27" width="18" height="5" rx="2.5" fill="#fff" opacity="0.75" />
      <circle cx="37" cy="35" r="11" fill="none" stroke="#fff" strokeWidth="5" />
      <path d="M45 43l7 7" stroke="#fff" strokeWidth="6" strokeLinecap="round" />
    </svg>
  );
}

/** Logo linking home (app shell). */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <LightLink to="/" className={`sl-logo${inverted ? ' sl-logo--inverted' : ''}`} aria-label={`${BRAND} home`}>
      <LogoMark />
      <span className="sl-logo__text">{BRAND}</span>
    </LightLink>
  );
}
