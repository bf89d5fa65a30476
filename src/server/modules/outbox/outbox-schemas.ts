import { z } from 'zod';
import { textProblem } from '@/shared/contracts/text';

export const CHANNELS = ['email', 'sms'] as const;
export type Channel = (typeof CHANNELS)[number];

/** What a module hands to `notify`: one e-mail or one SMS. */
export const OutboundMessage = z
  .object({
    /** An e-mail address or an E.164 phone number. */
    to: z.string().trim().min(3).max(254),
    channel: z.enum(CHANNELS),
    subject: z.string().max(300),
    body: z.string().max(20_000),
  })
  .strict();
export type OutboundMessage = z.infer<typeof OutboundMessage>;

// A phone's `+` arrives as a space when a caller forgets to encode it (`?to=+9198…`).
const normaliseRecipient = (to: string) => to.replace(/^ (?=\d)/, '+').trim();

export const OutboxQuery = z.object({
  to: z
    .string({ error: 'to is required: an e-mail address or phone number' })
    .max(254)
    .superRefine((value, context) => {
      const problem = textProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .transform(normaliseRecipient)
    .pipe(z.string().min(1, 'to is required: an e-mail address or phone number')),
});

/** docs/requirements/service-contract.md#envelopes pins this shape exactly (no envelope). */
export const OutboxListing = z.object({
  messages: z.array(
    z.object({
      to: z.string(),
      channel: z.enum(CHANNELS),
      subject: z.string(),
      body: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type OutboxListing = z.infer<typeof OutboxListing>;
