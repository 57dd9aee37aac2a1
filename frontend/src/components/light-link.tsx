import { useContext, type ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import { AntdScopeContext } from './light-antd';

/** A path react-router's `useHref` returns unchanged (absolute, no `.`/`..` segments, no hash, no empty query). */
const PLAIN_PATH = /^\/(?!\/)(?!.*(?:^|\/)\.{1,2}(?:\/|\?|$))[^#]*$/;

/**
 * react-router's `<Link>` to an absolute path of the app (`/…`, no basename: the app has none). A server render that
 * writes plain markup ({@link AntdScopeContext} set) writes Link's element itself — `<a … href="<to>"
 * data-discover="true">`, attributes in Link's order — without Link's three path resolutions and click-handler hooks
 * (~0.05 ms each, two dozen links in the shell alone); the browser, and any other `to`, get react-router's Link.
 */
export function LightLink(props: ComponentProps<typeof Link> & { to: string }) {
  const plain = useContext(AntdScopeContext) !== null;
  const { to, target, ...rest } = props;
  if (!plain || !PLAIN_PATH.test(to) || to.endsWith('?') || Object.keys(rest).some(isLinkOption))
    return <Link {...props} />;
  return <a {...rest} href={to} target={target} data-discover="true" />;
}

/** Link's own props (navigation options), which the plain element does not take. */
function isLinkOption(name: string): boolean {
  return LINK_OPTIONS.has(name);
}

const LINK_OPTIONS = new Set([
  'discover',
  'prefetch',
  'relative',
  'reloadDocument',
  'replace',
  'mask',
  'state',
  'preventScrollReset',
  'viewTransition',
  'defaultShouldRevalidate',
]);
