/**
 * The registrable domain of a host name (Public Suffix List, `tldts` getDomain: `blog.example.co.uk` →
 * `example.co.uk`; null for an IP address, `localhost` or a bare public suffix), with `tldts` loaded on the first
 * call: its public-suffix tables are the largest module a run loads (~190 KB, ~15 ms), and most runs never need them
 * (`--no-dns`, IP literals and mapped hosts, pages that redirect nowhere).
 */
import type * as Tldts from 'tldts';

let tldts: typeof Tldts | undefined;

/** `tldts`' getDomain of `name`, loading `tldts` on the first call (see the module comment). */
export const registrableDomain = (name: string): string | null =>
  (tldts ??= require('tldts') as typeof Tldts).getDomain(name);
