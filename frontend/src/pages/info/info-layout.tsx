import type { ReactNode } from 'react';
import { useSetPageTitle } from '../../hooks/use-set-page-title';
import './info.css';

/**
 * The frame of an informational page: eyebrow, title (h1, also the page title), lead and the page's prose.
 * Used by the informational pages, pricing and the product pages.
 */
export function InfoLayout({
  eyebrow,
  title,
  pageTitle,
  description,
  lead,
  updated,
  wide = false,
  children,
}: {
  eyebrow?: string;
  title: ReactNode;
  /** Document title when `title` is not plain text. */
  pageTitle?: string;
  description: string;
  lead?: ReactNode;
  /** "Last updated" line of legal pages. */
  updated?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  useSetPageTitle(pageTitle ?? (typeof title === 'string' ? title : undefined), description);
  return (
    <article className={`sl-info${wide ? ' sl-info--wide' : ''}`}>
      <header className="sl-info__header">
        <div className="sl-container sl-info__container">
          {eyebrow && <p className="sl-eyebrow">{eyebrow}</p>}
          <h1 className="sl-info__title">{title}</h1>
          {lead && <p className="sl-info__lead">{lead}</p>}
          {updated && <p className="sl-info__updated">Last updated: {updated}</p>}
        </div>
      </header>
      <div className="sl-container sl-info__container sl-info__body">{children}</div>
    </article>
  );
}
