import path from 'node:path';
import { z } from 'zod';

/**
 * Every setting of the services, parsed once at start-up (docs/requirements/service-contract.md#processes-and-settings; `.env.example` explains each). Nothing else in the server reads process.env.
 */
const EnvSchema = z
  .object({
    APP_ENV: z.enum(['production', 'staging', 'development']).default('development'),
    API_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
    API_HOST: z.string().default('127.0.0.1'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.string().url().optional(),
    /** Connections to PostgreSQL each services process may hold (docs/performance.md#the-connection-pool). */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    REDIS_URL: z.string().url().optional(),
    /**
     * What the content cache's keys start with in Redis: shops (or test runs) sharing one Redis keep
     * their keys apart (tests/edge sets one per run; a ticker cached by another run showed its rate).
     */
    REDIS_KEY_PREFIX: z.string().min(1).max(100).default('store:'),
    /** Seconds a content key is kept in the cache before it is read from the database again. */
    CONTENT_CACHE_TTL: z.coerce.number().int().min(1).default(900),
    CAPTCHA_PROVIDER: z.enum(['altcha', 'recaptcha', 'off']).default('altcha'),
    RECAPTCHA_SITE_KEY: z.string().optional(),
    RECAPTCHA_SECRET: z.string().optional(),
    /** Signs ALTCHA challenges; derived from TOKEN_SECRET when unset. */
    ALTCHA_HMAC_KEY: z.string().min(32).optional(),
    /** SMTP server for e-mail (nodemailer URL, e.g. smtps://user:pass@mail.example.com:465); unset: outbox only. */
    SMTP_URL: z.string().url().optional(),
    /** Sender of every e-mail. */
    MAIL_FROM: z.string().min(3).default('SLV Jewellers <no-reply@localhost>'),
    /** Where SMS go besides the outbox: `log` writes them to the log (no SMS gateway is wired yet). */
    SMS_PROVIDER: z.enum(['log']).default('log'),
    /** Secret that signs tokens; a development default is refused in production. */
    TOKEN_SECRET: z.string().min(32).default('development-only-token-secret-change-me-0123456789'),
    /** Minutes a card payment may stay unpaid before its order's stock is released. */
    PAYMENT_TIMEOUT_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
    /** Signs payment results (return URL, sandbox notifications); derived from TOKEN_SECRET when unset, required in production. */
    PAYMENT_SIGNING_SECRET: z.string().min(32).optional(),
    /** Days after delivery in which a piece may be returned (after-sales). */
    RETURN_WINDOW_DAYS: z.coerce.number().int().min(0).max(365).default(15),
    /** Largest return photo accepted, in bytes (after-sales uploads under DATA_DIR/uploads). */
    UPLOAD_MAX_BYTES: z.coerce.number().int().min(1024).max(50_000_000).default(5_242_880),
    /** Origins allowed to call the services from a browser, comma separated. */
    CORS_ORIGINS: z.string().default('http://localhost:3000,http://127.0.0.1:3000'),
    /** The storefront, told when content changes so it can revalidate pages. */
    STOREFRONT_URL: z.string().url().default('http://localhost:3000'),
    REVALIDATE_SECRET: z.string().default('development-revalidate-secret'),
    /**
     * Addresses of the reverse proxies whose X-Forwarded-For is believed (comma separated addresses
     * or CIDR ranges, e.g. the edge's `127.0.0.1`); unset, none: the connecting address is the
     * shopper's (docs/edge.md).
     */
    TRUST_PROXY: z.string().optional(),
    /** Seconds between passes of the scheduled-publishing job (0: no job in this process). */
    CONTENT_SCHEDULE_POLL_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Skip seeding the demo store on an empty database. */
    SEED_DEMO: z.enum(['yes', 'no']).default('yes'),
  })
  .superRefine((env, ctx) => {
    if (env.APP_ENV !== 'production') return;
    if (env.CAPTCHA_PROVIDER === 'off')
      ctx.addIssue({ code: 'custom', path: ['CAPTCHA_PROVIDER'], message: 'captcha cannot be off in production' });
    if (env.TOKEN_SECRET.startsWith('development-only'))
      ctx.addIssue({ code: 'custom', path: ['TOKEN_SECRET'], message: 'set a secret of 32+ characters in production' });
    if (!env.PAYMENT_SIGNING_SECRET)
      ctx.addIssue({ code: 'custom', path: ['PAYMENT_SIGNING_SECRET'], message: 'set a payment signing secret of 32+ characters in production' });
    if (env.CAPTCHA_PROVIDER === 'recaptcha' && (!env.RECAPTCHA_SECRET || !env.RECAPTCHA_SITE_KEY))
      ctx.addIssue({ code: 'custom', path: ['RECAPTCHA_SECRET'], message: 'recaptcha needs RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET' });
  });

export type Env = z.infer<typeof EnvSchema> & { dataDir: string };

/** Parses the environment or throws one sentence naming every bad or missing setting. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`The services cannot start: ${problems.join('; ')}.`);
  }
  return { ...result.data, dataDir: path.resolve(result.data.DATA_DIR) };
}
