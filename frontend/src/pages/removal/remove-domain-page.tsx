import { Alert, Button, Form, Input, Result, type FormInstance } from 'antd';
import {
  DeleteOutlined,
  EyeInvisibleOutlined,
  FileSearchOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router-dom';
import {
  AUTH_MESSAGES,
  contactRetryHint,
  normalizeWebsiteUrl,
  type RemovalRequestResponse,
} from '@stacklens/contracts';
import { isProblemError } from '../../api/client';
import { ContentRoot } from '../../components/content/content-root';
import { formatDateTime } from '../../lib/format';
import { PageHero } from '../../components/content/page-hero';
import { useGetUser } from '../../hooks/use-get-user';
import { useRequestRemoval } from '../../hooks/use-request-removal';
import { useSetPageTitle } from '../../hooks/use-set-page-title';
import { useSiteInfo } from '../../hooks/use-site-info';
import './removal.css';

interface RemovalValues {
  url: string;
  email?: string;
  reason?: string;
}

const INVALID_URL = 'Enter a website address such as example.com.';

function isWebsiteAddress(value: string): boolean {
  try {
    normalizeWebsiteUrl(value);
    return true;
  } catch {
    return false;
  }
}

function Filed({ removal, onAnother }: { removal: RemovalRequestResponse; onAnother: () => void }) {
  return (
    <Result
      status="success"
      title={
        <h2 className="slc-removal__done-title">
          {removal.alreadyPending
            ? `A removal request for ${removal.domain} is already pending`
            : `Removal request filed for ${removal.domain}`}
        </h2>
      }
      subTitle={
        <>
          {removal.message} Filed {formatDateTime(removal.createdAt)}; status:{' '}
          <strong>{removal.status}</strong>.
          <br />
          Once an operator approves it, the public result of {removal.domain} is hidden.
        </>
      }
      extra={[
        <Button key="another" onClick={onAnother}>
          Remove another domain
        </Button>,
        <Link key="home" to="/">
          <Button type="primary">Back to home</Button>
        </Link>,
      ]}
    />
  );
}

/**
 * `/analysis/website/remove` (analysis-website-remove, linked from the footer only): files a removal request
 * for a domain (`POST /api/v2/websites/remove {url}`); operators review it.
 */
/** `/analysis/website/remove` (remove domain): a website owner asks for the domain's public result to be removed. */
export function RemoveDomainPage() {
  useSetPageTitle('Remove Domain', 'Ask StackLens to remove the public analysis result of your website.');
  const [form] = Form.useForm<RemovalValues>();
  const { supportEmail } = useSiteInfo();
  const removal = useRequestRemoval();
  const error = removal.isError && removal.error.code !== 'invalid-url' ? removal.error : null;

  return (
    <ContentRoot>
      <PageHero
        eyebrow="Website owners"
        title="Remove Domain"
        lead={
          <p>
            StackLens shows analysis results of public websites. If you own or manage a website and do not
            want its result to be listed, ask us to remove it. We review every request by hand.
          </p>
        }
        crumbs={[{ title: 'Home', to: '/' }, { title: 'Remove Domain' }]}
      />
      <div className="sl-container slc-body slc-removal">
        <section className="slc-panel slc-removal__form" aria-labelledby="removal-form-title">
          {removal.isSuccess ? (
            <Filed
              removal={removal.data}
              onAnother={() => {
                removal.reset();
                form.resetFields();
              }}
            />
          ) : (
            <>
              <h2 id="removal-form-title" className="slc-section__title">
                Request a removal
              </h2>
              <p className="slc-section__lead">
                Enter the website address; the request covers the whole domain.
              </p>
              {error && (
                <Alert
                  type="error"
                  showIcon
                  role="alert"
                  className="slc-removal__alert"
                  title={
                    error.status === 429
                      ? 'Too many requests in a short time'
                      : 'The removal request could not be filed'
                  }
                  description={contactRetryHint(supportEmail)}
                />
              )}
              <RemovalForm form={form} removal={removal} failed={error !== null} />
            </>
          )}
        </section>
        <RemovalSteps />
      </div>
    </ContentRoot>
  );
}

/** The request form: address (validated like the search box), optional email and reason. */
function RemovalForm({
  form,
  removal,
  failed,
}: {
  form: FormInstance<RemovalValues>;
  removal: ReturnType<typeof useRequestRemoval>;
  failed: boolean;
}) {
  const [searchParams] = useSearchParams();
  const user = useGetUser();
  const onFinish = (values: RemovalValues) => {
    removal.mutate(
      {
        url: values.url.trim(),
        email: values.email?.trim() || undefined,
        reason: values.reason?.trim() || undefined,
      },
      {
        onError: (error) => {
          if (isProblemError(error) && error.code === 'invalid-url') {
            form.setFields([{ name: 'url', errors: [error.problem.detail ?? INVALID_URL] }]);
          }
        },
      },
    );
  };
  return (
    <Form<RemovalValues>
      form={form}
      layout="vertical"
      size="large"
      requiredMark
      noValidate
      disabled={removal.isPending}
      initialValues={{ url: searchParams.get('url') ?? '' }}
      onFinish={onFinish}
    >
      <Form.Item<RemovalValues>
        label="Website address"
        name="url"
        validateFirst
        rules={[
          { required: true, whitespace: true, message: 'Enter a website address.' },
          {
            validator: (_rule, value: string) =>
              isWebsiteAddress(value) ? Promise.resolve() : Promise.reject(new Error(INVALID_URL)),
          },
        ]}
      >
        <Input placeholder="example.com" autoComplete="url" inputMode="url" spellCheck={false} />
      </Form.Item>
      <Form.Item<RemovalValues>
        label="Your email (optional)"
        name="email"
        extra="So we can ask you questions about the request."
        rules={[{ type: 'email', message: AUTH_MESSAGES['invalid-email'] }]}
      >
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={user.data?.email ?? 'you@example.com'}
        />
      </Form.Item>
      <Form.Item<RemovalValues>
        label="Reason (optional)"
        name="reason"
        rules={[{ max: 2000, message: 'Keep the reason under 2000 characters.' }]}
      >
        <Input.TextArea rows={4} showCount maxLength={2000} placeholder="Anything we should know?" />
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        icon={<DeleteOutlined aria-hidden="true" />}
        loading={removal.isPending}
      >
        {failed ? 'Try again' : 'File removal request'}
      </Button>
    </Form>
  );
}

/** How a removal request is handled, step by step. */
function RemovalSteps() {
  return (
    <aside className="slc-removal__side" aria-labelledby="removal-how-title">
      <h2 id="removal-how-title" className="slc-panel__title">
        How it works
      </h2>
      <ol className="slc-removal__steps">
        <li>
          <FileSearchOutlined aria-hidden="true" />
          <div>
            <strong>You file a request</strong>
            <p className="slc-muted">
              It is stored as pending; a second request for the same domain is not needed.
            </p>
          </div>
        </li>
        <li>
          <SafetyCertificateOutlined aria-hidden="true" />
          <div>
            <strong>We review it</strong>
            <p className="slc-muted">An operator checks the request, usually within a few business days.</p>
          </div>
        </li>
        <li>
          <EyeInvisibleOutlined aria-hidden="true" />
          <div>
            <strong>The result is hidden</strong>
            <p className="slc-muted">
              Once approved, the result page, similar websites, the catalogue and the insights no longer show
              the domain.
            </p>
          </div>
        </li>
      </ol>
    </aside>
  );
}
