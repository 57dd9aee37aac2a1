import type { MailMessage } from '../mail/mail.service';
import type { ContactMessageEntity } from './entities/contact-message.entity';

const escapeHtml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** The mail that tells the operators about a contact message (reply goes to the sender). */
export function contactMail(message: ContactMessageEntity, recipients: string[]): MailMessage {
  const sender = message.name ? `${message.name} <${message.email}>` : message.email;
  const facts = [
    `From: ${sender}`,
    `Receive updates: ${message.receiveUpdates ? 'yes' : 'no'}`,
    `Signed in: ${message.userId ? `yes (user ${message.userId})` : 'no'}`,
    `Message id: ${message.id}`,
  ];
  return {
    to: recipients.join(', '),
    replyTo: message.email,
    subject: `Contact form: ${(message.name || message.email).replace(/[\r\n]+/g, ' ').slice(0, 80)}`,
    text: `${facts.join('\n')}\n\n${message.message}\n`,
    html:
      `<ul>${facts.map((fact) => `<li>${escapeHtml(fact)}</li>`).join('')}</ul>` +
      `<p style="white-space:pre-wrap">${escapeHtml(message.message)}</p>`,
  };
}
