import type { OutboundMessage } from './outbox-schemas';
import type { Transport } from './outbox-transport';

/** An SMS gateway. Only the logging provider exists; a real gateway implements this. */
export interface SmsProvider {
  readonly name: string;
  sendSms(options: { to: string; text: string }): Promise<void>;
}

export interface SmsLogger {
  info(details: object, message: string): void;
}

/**
 * Writes each SMS to the log instead of a gateway. The text is left out of the log line: it
 * holds one-time codes, and logs travel further than the outbox.
 */
export function createLoggingSmsProvider(logger: SmsLogger): SmsProvider {
  return {
    name: 'log',
    sendSms: async ({ to, text }) => {
      logger.info({ to: maskPhone(to), length: text.length }, 'sms sent (logging provider)');
    },
  };
}

/** `+919876543210` → `+91******3210`. */
export function maskPhone(phone: string): string {
  return phone.length <= 7 ? '***' : `${phone.slice(0, 3)}${'*'.repeat(phone.length - 7)}${phone.slice(-4)}`;
}

export function createSmsTransport(provider: SmsProvider): Transport {
  return {
    name: `sms:${provider.name}`,
    channels: ['sms'],
    send: (message: OutboundMessage) => provider.sendSms({ to: message.to, text: message.body }),
  };
}
