import type { ReactNode } from 'react';
import { Breadcrumb } from 'antd';
import { Link } from 'react-router-dom';

export interface Crumb {
  title: string;
  to?: string;
}

/** The heading band of a content page: breadcrumbs, eyebrow, title, lead text and optional extras. */
export function PageHero({
  eyebrow,
  title,
  lead,
  crumbs,
  icon,
  extra,
  narrow,
  children,
}: {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  crumbs?: Crumb[];
  icon?: ReactNode;
  extra?: ReactNode;
  /** Aligns the hero with a narrow reading column (articles). */
  narrow?: boolean;
  children?: ReactNode;
}) {
  return (
    <header className={`slc-hero${narrow ? ' slc-hero--narrow' : ''}`}>
      <div className="sl-container">
        {crumbs && crumbs.length > 0 && (
          <Breadcrumb
            className="slc-hero__crumbs"
            items={crumbs.map((crumb) => ({
              key: crumb.title,
              title: crumb.to ? <Link to={crumb.to}>{crumb.title}</Link> : crumb.title,
            }))}
          />
        )}
        <div className="slc-hero__row">
          {icon && <div className="slc-hero__icon">{icon}</div>}
          <div className="slc-hero__text">
            {eyebrow && <p className="slc-hero__eyebrow">{eyebrow}</p>}
            <h1 className="slc-hero__title">{title}</h1>
            {lead && <div className="slc-hero__lead">{lead}</div>}
          </div>
          {extra && <div className="slc-hero__extra">{extra}</div>}
        </div>
        {children}
      </div>
    </header>
  );
}
