import { useEffect, useState } from 'react';
import { Button, Modal, Switch } from 'antd';
import { Link } from 'react-router-dom';
import { consent, consentConfig, useConsent, type ConsentCookie } from '../../state/consent-store';

function CookieEntry({
  cookie,
  checked,
  disabled,
  onChange,
}: {
  cookie: ConsentCookie;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
}) {
  const labelId = `sl-consent-${cookie.id}`;
  return (
    <li className="sl-consent__entry">
      <div className="sl-consent__entry-head">
        <span id={labelId} className="sl-consent__entry-name">
          {cookie.name}
        </span>
        <Switch
          checked={checked}
          disabled={disabled}
          onChange={onChange}
          aria-labelledby={labelId}
          checkedChildren="On"
          unCheckedChildren="Off"
        />
      </div>
      <p className="sl-consent__entry-text">{cookie.description}</p>
      {cookie.links && (
        <p className="sl-consent__entry-links">
          {Object.entries(cookie.links).map(([to, text]) => (
            <Link key={to} to={to} onClick={() => consent.closeModal()}>
              {text}
            </Link>
          ))}
        </p>
      )}
    </li>
  );
}

/** The cookie settings dialog: necessary (always on) and optional groups; accept all, save selection, decline. */
export function CookieSettings() {
  const state = useConsent();
  const [selected, setSelected] = useState<string[]>([]);
  useEffect(() => {
    if (state.isModalActive) {
      setSelected(
        consentConfig.optional.filter((cookie) => state.enabledIds.includes(cookie.id)).map((cookie) => cookie.id),
      );
    }
  }, [state.isModalActive, state.enabledIds]);
  return (
    <Modal
        open={state.isModalActive}
        title="Cookie settings"
        onCancel={() => consent.closeModal()}
        width={560}
        footer={[
          <Button key="decline" onClick={() => consent.decline()}>
            Decline
          </Button>,
          <Button key="partial" onClick={() => consent.acceptPartial(selected)}>
            Save selection
          </Button>,
          <Button key="all" type="primary" onClick={() => consent.acceptAll()}>
            Accept all
          </Button>,
        ]}
      >
        <p className="sl-consent__intro">
          Choose which cookies StackLens may use. You can change your mind at any time with “Cookie settings” at
          the bottom of every page.
        </p>
        <h3 className="sl-consent__group">Necessary</h3>
        <ul className="sl-consent__list">
          {consentConfig.necessary.map((cookie) => (
            <CookieEntry key={cookie.id} cookie={cookie} checked disabled />
          ))}
        </ul>
        <h3 className="sl-consent__group">Optional</h3>
        <ul className="sl-consent__list">
          {consentConfig.optional.map((cookie) => (
            <CookieEntry
              key={cookie.id}
              cookie={cookie}
              checked={selected.includes(cookie.id)}
              onChange={(checked) =>
                setSelected((current) =>
                  checked ? [...new Set([...current, cookie.id])] : current.filter((id) => id !== cookie.id),
                )
              }
            />
          ))}
        </ul>
    </Modal>
  );
}
