import { Checkbox, Form, Input } from 'antd';
import { AUTH_MESSAGES, CONTACT_LIMITS } from '@stacklens/contracts';

/** The values of the contact form (`website` is the honeypot). */
export interface ContactValues {
  name?: string;
  email: string;
  message: string;
  receiveUpdates: boolean;
  website?: string;
}

/** The contact form's fields with their validation messages, the honeypot and the updates opt-in. */
export function ContactFormFields() {
  return (
    <>
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
        <Checkbox>Send me occasional product updates (at most once a month; unsubscribe any time).</Checkbox>
      </Form.Item>
    </>
  );
}
