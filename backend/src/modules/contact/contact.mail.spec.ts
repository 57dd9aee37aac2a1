import { contactMail } from './contact.mail';
import type { ContactMessageEntity } from './entities/contact-message.entity';

describe('contactMail', () => {
  it('addresses the operators, replies to the sender and escapes the message in HTML', () => {
    const mail = contactMail(
      {
        id: 'm1',
        name: 'Ada\nLovelace',
        email: 'ada@example.com',
        message: 'Hello <b>team</b>',
        receiveUpdates: true,
        userId: null,
      } as ContactMessageEntity,
      ['ops@example.com', 'support@example.com'],
    );
    expect(mail).toMatchObject({
      to: 'ops@example.com, support@example.com',
      replyTo: 'ada@example.com',
      subject: 'Contact form: Ada Lovelace',
    });
    expect(mail.text).toContain('Hello <b>team</b>');
    expect(mail.text).toContain('Receive updates: yes');
    expect(mail.html).toContain('Hello &lt;b&gt;team&lt;/b&gt;');
  });
});
