import { useId, useState, type FormEvent } from 'react';
import { Button } from 'antd';
// The plain Input component, not antd's `Input` namespace, whose Search, TextArea, Password, OTP and Group (with
// Space) would otherwise all be part of the home page's JavaScript.
import Input from 'antd/es/input/Input';
import { GlobalOutlined, SearchOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { normalizeWebsiteUrl } from '@stacklens/contracts';
import { websitePath } from '../lib/routes';
import './website-search-form.css';

/**
 * The website search: the text is URL-decoded, lowercased, https is assumed, it must parse as a URL,
 * empty is invalid; `www.` is dropped. Submitting opens `/analysis/website/{domain}` (with `?protocol=http`
 * and/or `&port=` when the address asks for them).
 */
export function WebsiteSearchForm({
  size = 'large',
  autoFocus = false,
  initialValue = '',
}: {
  size?: 'large' | 'middle';
  autoFocus?: boolean;
  initialValue?: string;
}) {
  const navigate = useNavigate();
  const inputId = useId();
  const errorId = useId();
  const [value, setValue] = useState(initialValue);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      const normalized = normalizeWebsiteUrl(value);
      setError(null);
      navigate(websitePath(normalized));
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'This is not a valid website address.');
    }
  };

  return (
    <form className={`sl-search sl-search--${size}`} onSubmit={submit} noValidate role="search">
      <label htmlFor={inputId} className="sl-visually-hidden">
        Website address
      </label>
      <div className="sl-search__row">
        <Input
          id={inputId}
          size="large"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            if (error) setError(null);
          }}
          placeholder="Enter a website, e.g. example.com"
          prefix={<GlobalOutlined aria-hidden="true" className="sl-search__icon" />}
          status={error ? 'error' : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          autoFocus={autoFocus}
          autoComplete="url"
          inputMode="url"
          spellCheck={false}
          autoCapitalize="none"
          name="url"
        />
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          icon={<SearchOutlined aria-hidden="true" />}
          className="sl-search__button"
        >
          Analyze
        </Button>
      </div>
      <div id={errorId} className="sl-search__error" role="alert" aria-live="polite">
        {error}
      </div>
    </form>
  );
}
