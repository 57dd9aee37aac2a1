/**
 * The decorative banner behind the top of every page: it fades in on the home route and is
 * dimmed elsewhere. Purely decorative, hidden from assistive technology.
 */
export function DecorativeBanner({ home }: { home: boolean }) {
  return (
    <div className={`sl-banner${home ? ' is-home' : ''}`} aria-hidden="true">
      <div className="sl-banner__blob sl-banner__blob--pink" />
      <div className="sl-banner__blob sl-banner__blob--violet" />
      <div className="sl-banner__grid" />
    </div>
  );
}
