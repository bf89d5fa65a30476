import nodemailer from 'nodemailer';
import type { OutboundMessage } from './outbox-schemas';
import type { Transport } from './outbox-transport';

/** What the SMTP transport needs from nodemailer; tests hand in a recorder instead. */
export interface Mailer {
  sendMail(mail: { from: string; to: string; subject: string; text: string }): Promise<unknown>;
}

export interface CreateSmtpTransportOptions {
  /** nodemailer connection URL (`SMTP_URL`). */
  url?: string;
  from: string;
  mailer?: Mailer;
}

/** E-mail over SMTP (nodemailer). Plain text only: bodies hold codes and links, never markup. */
export function createSmtpTransport({ url, from, mailer }: CreateSmtpTransportOptions): Transport {
  const client: Mailer = mailer ?? nodemailer.createTransport(url);
  return {
    name: 'smtp',
    channels: ['email'],
    send: async (message: OutboundMessage) => {
      await client.sendMail({ from, to: message.to, subject: message.subject, text: message.body });
    },
  };
}
