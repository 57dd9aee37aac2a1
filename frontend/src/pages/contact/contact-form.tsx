import { useEffect, useState } from 'react';
import { Alert, Button, Form } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router-dom';
import { CONTACT_FAILURE_MESSAGE, contactRetryHint, type ContactRequest } from '@stacklens/contracts';
import { isProblemError } from '../../api/client';
import { useGetUser } from '../../hooks/use-get-user';
import { useSiteInfo } from '../../hooks/use-site-info';
import { useSubmitContact } from '../../hooks/use-submit-contact';
import { ContactFormFields, type ContactValues } from './contact-form-fields';

/**
 * The contact form: prefilled for a signed-in user, field errors from the server's problem
 * details, the failure message with a retry (and a rate-limit hint); on success it moves to `/contact/success`.
 */
export function ContactForm() {
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
  const retryHint = contactRetryHint(useSiteInfo().supportEmail);
  const validationOnly =
    failed && submit.error.status === 400 && Boolean(submit.error.problem.errors?.length);

  return (
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
            rateLimited ? `You have sent several messages in a short time. ${retryHint}` : retryHint
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
        <ContactFormFields />
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
  );
}
