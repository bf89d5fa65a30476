/**
 * docs/requirements/messages.md#the-rule: a failure shows the server's meta.message when there is one. Refusals the shopper can
 * act on (not bought: 403; already reviewed: 409) get the page's own translated text instead, since
 * the services answer in English; anything without an answer is 'Something went wrong!'.
 */
export interface ReviewErrorTexts {
  notBought: string;
  duplicate: string;
  notFound: string;
  fallback: string;
  exception: string;
}

export function reviewErrorMessage(error: unknown, texts: ReviewErrorTexts): string {
  if (!error || typeof error !== 'object' || !('status' in error)) return texts.exception;
  const { status, data } = error as { status: unknown; data?: unknown };
  if (status === 403) return texts.notBought;
  if (status === 409) return texts.duplicate;
  if (status === 404) return texts.notFound;
  if (typeof status !== 'number') return texts.exception;
  const message = (data as { meta?: { message?: unknown } } | undefined)?.meta?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : texts.fallback;
}
