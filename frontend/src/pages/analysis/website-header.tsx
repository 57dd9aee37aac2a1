import { LightButton } from '../../components/light-antd';
import { LightTag } from '../../components/light-tag';
import { LightTooltip } from '../../components/light-tooltip';
import {
  ClockCircleOutlined,
  ExportOutlined,
  LockOutlined,
  ReloadOutlined,
  UnlockOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../lib/format';

/** Header of a result page: domain, protocol, last update and the actions. */
export function WebsiteHeader({
  domain,
  protocol,
  siteUrl,
  updatedTimeAgoText,
  updatedAt,
  actions,
  children,
}: {
  domain: string;
  protocol?: 'http' | 'https';
  siteUrl?: string;
  updatedTimeAgoText?: string;
  updatedAt?: string;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="sl-website-header">
      <div className="sl-container">
        <p className="sl-website-header__eyebrow">Website analysis</p>
        <div className="sl-website-header__row">
          <div className="sl-website-header__identity">
            <h1 className="sl-website-header__title">{domain}</h1>
            <div className="sl-website-header__meta">
              {protocol && (
                <LightTag
                  variant="filled"
                  className={`sl-protocol-tag is-${protocol}`}
                  icon={
                    protocol === 'https' ? (
                      <LockOutlined aria-hidden="true" />
                    ) : (
                      <UnlockOutlined aria-hidden="true" />
                    )
                  }
                >
                  {protocol.toUpperCase()}
                </LightTag>
              )}
              {updatedTimeAgoText && (
                <LightTooltip title={updatedAt ? formatDateTime(updatedAt) : undefined}>
                  <span className="sl-website-header__updated" data-testid="last-updated">
                    <ClockCircleOutlined aria-hidden="true" /> Last updated{' '}
                    {updatedAt ? <time dateTime={updatedAt}>{updatedTimeAgoText}</time> : updatedTimeAgoText}
                  </span>
                </LightTooltip>
              )}
              {siteUrl && (
                <a
                  href={siteUrl}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="sl-website-header__visit"
                >
                  Visit website <ExportOutlined aria-hidden="true" />
                  <span className="sl-visually-hidden"> (opens in a new tab)</span>
                </a>
              )}
            </div>
          </div>
          {actions && <div className="sl-website-header__actions">{actions}</div>}
        </div>
        {children}
      </div>
    </header>
  );
}

export function ReanalyzeButton({ onClick, loading }: { onClick: () => void; loading: boolean }) {
  return (
    <LightButton
      type="primary"
      size="large"
      icon={<ReloadOutlined aria-hidden="true" />}
      onClick={onClick}
      loading={loading}
    >
      Re-analyze
    </LightButton>
  );
}
