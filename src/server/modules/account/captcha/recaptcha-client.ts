/** reCAPTCHA v3's server check (https://developers.google.com/recaptcha/docs/verify). */
export interface RecaptchaAnswer {
  success: boolean;
  score?: number;
  action?: string;
}

export interface RecaptchaClient {
  verify(options: { token: string; remoteIp: string }): Promise<RecaptchaAnswer>;
}

const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
const TIMEOUT_MS = 5000;

/** Asks Google over HTTPS. A network failure refuses the captcha (it is not a pass). */
export function createRecaptchaClient({ secret }: { secret: string }): RecaptchaClient {
  return {
    verify: async ({ token, remoteIp }) => {
      const response = await fetch(SITEVERIFY_URL, {
        method: 'POST',
        body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) return { success: false };
      const body = (await response.json()) as RecaptchaAnswer;
      return { success: body.success === true, score: typeof body.score === 'number' ? body.score : undefined, action: body.action };
    },
  };
}
