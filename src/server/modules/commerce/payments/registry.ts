import type { PaymentProvider } from './provider';
import { createSandboxProvider } from './sandbox-provider';

/**
 * Which provider collects money in which subsite. Today every subsite uses the sandbox; a
 * real provider is one more entry here (README.md: Razorpay for `in`, Stripe for `ae`).
 */
export interface PaymentProviders {
  forSubsite(subsiteCode: string): PaymentProvider;
  /** The provider that created a payment (payments.provider), to verify what comes back. */
  byName(name: string): PaymentProvider | undefined;
}

export interface PaymentProviderSettings {
  signingSecret: string;
}

export function createPaymentProviders({ signingSecret }: PaymentProviderSettings): PaymentProviders {
  const sandbox = createSandboxProvider({ signingSecret });
  const bySubsite: Record<string, PaymentProvider> = { in: sandbox, ae: sandbox };
  const byName = new Map<string, PaymentProvider>([[sandbox.name, sandbox]]);
  return {
    forSubsite: (subsiteCode) => bySubsite[subsiteCode.toLowerCase()] ?? sandbox,
    byName: (name) => byName.get(name),
  };
}
