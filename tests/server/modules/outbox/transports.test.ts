import { describe, expect, it } from 'vitest';
import { createLoggingSmsProvider, createNotifier, createSmsTransport, createSmtpTransport, type Mailer } from '@/server/modules/outbox';
import { maskPhone } from '@/server/modules/outbox/sms-transport';

describe('outbox transports: SMTP and SMS', () => {
  it('sends e-mail through the SMTP transport with the configured sender, and only e-mail', async () => {
    const sent: Parameters<Mailer['sendMail']>[0][] = [];
    const smtp = createSmtpTransport({ from: 'SLV Jewellers <no-reply@example.com>', mailer: { sendMail: async (mail) => sent.push(mail) } });
    const notify = createNotifier({ transports: [smtp] });
    await notify({ to: 'aisha@example.com', channel: 'email', subject: 'Your code', body: '123456 is your code' });
    await notify({ to: '+971501234567', channel: 'sms', subject: 'Your code', body: '654321 is your code' });
    expect(sent).toEqual([{ from: 'SLV Jewellers <no-reply@example.com>', to: 'aisha@example.com', subject: 'Your code', text: '123456 is your code' }]);
  });

  it('hands SMS to the provider; the logging provider never logs the text (it holds codes)', async () => {
    const lines: { details: object; message: string }[] = [];
    const provider = createLoggingSmsProvider({ info: (details, message) => lines.push({ details, message }) });
    const notify = createNotifier({ transports: [createSmsTransport(provider)] });
    await notify({ to: '+919876543210', channel: 'sms', subject: 'Code', body: '123456 is your code' });
    await notify({ to: 'a@example.com', channel: 'email', subject: 'Code', body: 'mail' });
    expect(lines).toHaveLength(1);
    expect(JSON.stringify(lines[0])).not.toContain('123456');
    expect(lines[0]?.details).toMatchObject({ to: '+91******3210' });
    expect(maskPhone('+12')).toBe('***');
  });

  it('fails the call when a transport fails, so a caller in a transaction rolls back', async () => {
    const smtp = createSmtpTransport({ from: 'x@example.com', mailer: { sendMail: async () => Promise.reject(new Error('SMTP down')) } });
    await expect(createNotifier({ transports: [smtp] })({ to: 'a@example.com', channel: 'email', subject: 's', body: 'b' })).rejects.toThrow('SMTP down');
  });
});
