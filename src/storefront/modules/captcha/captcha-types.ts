/** A function that yields a fresh captcha token; each token is used for one call. */
export type CaptchaSolver = () => Promise<string>;

/** A widget hands its solver to useCaptcha() once it has loaded. */
export interface CaptchaWidgetProps {
  register: (solver: CaptchaSolver | null) => void;
}

/** Sent when the provider is `off` (refused by the services in production). */
export const PLACEHOLDER_TOKEN = 'captcha-off';
/** Sent when reCAPTCHA's script could not load: the server refuses it with its own message. */
export const UNAVAILABLE_TOKEN = 'captcha-unavailable';
