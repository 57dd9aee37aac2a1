import { useEffect, useState } from 'react';
import { Alert, Button, Checkbox, Form, Input } from 'antd';
import { BookOutlined, MailOutlined, QuestionCircleOutlined, SendOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router-dom';
import {
  AUTH_MESSAGES,
  CONTACT_FAILURE_MESSAGE,
  CONTACT_LIMITS,
  CONTACT_RETRY_HINT,
  type ContactRequest,
} from '@stacklens/contracts';
import { isProblemError } from '../../api/client';
import { SUPPORT_EMAIL } from '../../components/content/contact-info';
import { ContentRoot } from '../../components/content/content-root';
import { PageHero } from '../../components/content/page-hero';
import { useGetUser } from '../../hooks/use-get-user';
import { useSetPageTitle } from '../../hooks/use-set-page-title';
import { useSubmitContact } from '../../hooks/use-submit-contact';
import './contact.css';

interface ContactValues {
  name?: string;
  email: string;
  message: string;
  receiveUpdates: boolean;
  website?: string;
}

/** `/contact` (contact): the contact form (spec §3, §5, §8). On success it moves to `/contact/success`. */
export function ContactPage() {
  useSetPageTitle('Contact', 'Questions, feedback or a partnership idea? Write to the StackLens team.');
  const [form] = Form.useForm<ContactValues>();
  const navigate = useNavigate();
  const user = useGetUser();
  const submit = useSubmitContact();
  const [rateLimited, setRateLimited] = useState(false);
  const signedIn = user.data;

  // Prefill name and email for a signed-in user, unless the visitor already typed something.
  useEffect(() => {
    if (!signedIn) return;
    if (!form.isFieldTouched('email') && !form.getFieldValue('email'))
      form.setFieldValue('email', signedIn.email);
    if (!form.isFieldTouched('name') && !form.getFieldValue('name') && signedIn.name)
      form.setFieldValue('name', signedIn.name);
  }, [signedIn, form]);

  const onFinish = (values: ContactValues) => {
    setRateLimited(false);
    const body: ContactRequest = {
      name: values.name?.trim() ?? '',
      email: values.email.trim(),
      message: values.message.trim(),
      receiveUpdates: values.receiveUpdates,
      website: values.website || undefined,
    };
    submit.mutate(body, {
      onSuccess: () =>
        navigate('/contact/success', { state: { email: body.email, name: body.name || undefined } }),
      onError: (error) => {
        if (!isProblemError(error)) return;
        if (error.status === 429) setRateLimited(true);
        const fieldErrors = error.problem.errors;
        if (error.status === 400 && fieldErrors) {
          const fields = ['name', 'email', 'message'] as const;
          form.setFields(
            fields
              .map((field) => ({
                name: field,
                errors: fieldErrors.filter((item) => item.path === field).map((item) => item.message),
              }))
              .filter((field) => field.errors.length > 0),
          );
        }
      },
    });
  };

  const failed = submit.isError;
  const validationOnly =
    failed && submit.error.status === 400 && Boolean(submit.error.problem.errors?.length);

  return (
    <ContentRoot>
      <PageHero
        eyebrow="Company"
        title="Contact us"
        lead={
          <p>
            Questions about a result, feedback on the Awesomeness Score, a bug, or an idea for working
            together: write to us and a person from the StackLens team answers, usually within one business
            day.
          </p>
        }
        crumbs={[{ title: 'Home', to: '/' }, { title: 'Contact' }]}
      />
      <div className="sl-container slc-body slc-contact">
        <section className="slc-panel slc-contact__form" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="slc-section__title">
            Send us a message
          </h2>
          <p className="slc-section__lead">Fields marked with * are required.</p>
          {failed && !validationOnly && (
            <Alert
              type="error"
              showIcon
              role="alert"
              className="slc-contact__alert"
              title={CONTACT_FAILURE_MESSAGE}
              description={
                rateLimited
                  ? `You have sent several messages in a short time. ${CONTACT_RETRY_HINT}`
                  : CONTACT_RETRY_HINT
              }
            />
          )}
          <Form<ContactValues>
            form={form}
            layout="vertical"
            requiredMark
            size="large"
            initialValues={{ receiveUpdates: false }}
            onFinish={onFinish}
            disabled={submit.isPending}
            noValidate
          >
            <div className="slc-contact__row">
              <Form.Item<ContactValues>
                label="Name"
                name="name"
                rules={[
                  {
                    max: CONTACT_LIMITS.name,
                    message: `Keep the name under ${CONTACT_LIMITS.name} characters.`,
                  },
                ]}
              >
                <Input autoComplete="name" maxLength={CONTACT_LIMITS.name} />
              </Form.Item>
              <Form.Item<ContactValues>
                label="Email"
                name="email"
                validateFirst
                rules={[
                  { required: true, whitespace: true, message: AUTH_MESSAGES['invalid-email'] },
                  { type: 'email', message: AUTH_MESSAGES['invalid-email'] },
                ]}
              >
                <Input type="email" autoComplete="email" inputMode="email" maxLength={CONTACT_LIMITS.email} />
              </Form.Item>
            </div>
            <Form.Item<ContactValues>
              label="Message"
              name="message"
              rules={[
                { required: true, whitespace: true, message: 'Enter a message.' },
                {
                  max: CONTACT_LIMITS.message,
                  message: `Keep the message under ${CONTACT_LIMITS.message} characters.`,
                },
              ]}
            >
              <Input.TextArea
                rows={7}
                showCount
                maxLength={CONTACT_LIMITS.message}
                placeholder="How can we help?"
              />
            </Form.Item>
            {/* Honeypot (stands in for the app-check token): hidden from people and screen readers; bots fill it. */}
            <div className="slc-honeypot" aria-hidden="true">
              <label htmlFor="contact-website">Website</label>
              <Form.Item<ContactValues> name="website" noStyle>
                <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" />
              </Form.Item>
            </div>
            <Form.Item<ContactValues> name="receiveUpdates" valuePropName="checked">
              <Checkbox>
                Send me occasional product updates (at most once a month; unsubscribe any time).
              </Checkbox>
            </Form.Item>
            <div className="slc-contact__actions">
              <Button
                type="primary"
                htmlType="submit"
                icon={<SendOutlined aria-hidden="true" />}
                loading={submit.isPending}
              >
                {failed && !validationOnly ? 'Try again' : 'Send message'}
              </Button>
              <span className="slc-muted slc-contact__privacy">
                We use your details only to answer you. See our <Link to="/privacy">privacy policy</Link>.
              </span>
            </div>
          </Form>
        </section>
        <aside className="slc-contact__side" aria-label="Other ways to get help">
          <div className="slc-panel slc-contact__card">
            <MailOutlined aria-hidden="true" className="slc-contact__icon" />
            <h2 className="slc-panel__title">Email</h2>
            <p className="slc-muted">
              Prefer your own mail client? Write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
            </p>
          </div>
          <div className="slc-panel slc-contact__card">
            <QuestionCircleOutlined aria-hidden="true" className="slc-contact__icon" />
            <h2 className="slc-panel__title">Frequently asked</h2>
            <p className="slc-muted">
              How the score is computed, what counts as an analysis, how plans work: the{' '}
              <Link to="/faq">FAQ</Link> answers the common questions.
            </p>
          </div>
          <div className="slc-panel slc-contact__card">
            <BookOutlined aria-hidden="true" className="slc-contact__icon" />
            <h2 className="slc-panel__title">Remove a website</h2>
            <p className="slc-muted">
              Own a website and want its public result taken down? File a{' '}
              <Link to="/analysis/website/remove">removal request</Link>.
            </p>
          </div>
        </aside>
      </div>
    </ContentRoot>
  );
}
