import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { demoContentDir } from './paths';

const port = z.coerce
  .number({ error: 'a whole number from 1 to 65535' })
  .int('a whole number from 1 to 65535')
  .min(1, 'a whole number from 1 to 65535')
  .max(65535, 'a whole number from 1 to 65535');

const ZEnv = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1, 'a host name or address, such as 0.0.0.0').default('0.0.0.0'),
  PUBLIC_URL: z.url({ error: 'an absolute URL, such as https://portal.example.ca' }).optional(),
  DATA_DIR: z.string().min(1, 'a folder path').default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, 'a PostgreSQL URL, such as postgres://user:password@host:5432/portal')
    .optional(),
  DEMO_CONTENT: z
    .enum(['import', 'skip'], {
      error: "'import' (load the demo institute into an empty database) or 'skip'",
    })
    .default('import'),
  DEMO_CONTENT_DIR: z.string().min(1, 'a folder path').default(demoContentDir),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, 'an SMTP URL, such as smtps://user:password@smtp.example.ca:465')
    .optional(),
  MAIL_FROM: z.string().min(3, 'a sender, such as "Maple Ridge College <no-reply@example.ca>"').optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  MICROSOFT_CLIENT_ID: z.string().min(1).optional(),
  MICROSOFT_CLIENT_SECRET: z.string().min(1).optional(),
  MICROSOFT_TENANT_ID: z.string().min(1).default('common'),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^sk_(test|live)_.+/, 'a Stripe secret key, sk_test_… or sk_live_…')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_.+/, 'a Stripe publishable key, pk_test_… or pk_live_…')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_.+/, 'a Stripe webhook signing secret, whsec_…')
    .optional(),
  STRIPE_API_BASE: z
    .url({ error: 'an absolute URL, such as http://localhost:12111 for stripe-mock' })
    .optional(),
  DOCUSIGN_INTEGRATION_KEY: z.string().min(1).optional(),
  DOCUSIGN_USER_ID: z.string().min(1).optional(),
  DOCUSIGN_ACCOUNT_ID: z.string().min(1).optional(),
  DOCUSIGN_PRIVATE_KEY: z
    .string()
    .includes('PRIVATE KEY', { message: 'an RSA private key in PEM form' })
    .optional(),
  DOCUSIGN_BASE_PATH: z
    .url({ error: 'the eSignature REST base, such as https://demo.docusign.net/restapi' })
    .default('https://demo.docusign.net/restapi'),
  DOCUSIGN_OAUTH_BASE: z
    .url({ error: 'the OAuth base, such as https://account-d.docusign.com' })
    .default('https://account-d.docusign.com'),
  PAYMENT_RECONCILE_AFTER_SECONDS: z.coerce
    .number({ error: 'a number of seconds, such as 60' })
    .positive('a number of seconds, such as 60')
    .default(60),
  DATA_KEY: z
    .string()
    .refine((v) => Buffer.from(v, 'base64').length === 32, '32 bytes in base64 (openssl rand -base64 32)')
    .optional(),
  AUTH_SECRET: z.string().min(32, 'at least 32 random characters').optional(),
  METRICS_TOKEN: z.string().min(16, 'at least 16 random characters').optional(),
  TRUST_PROXY: z
    .string()
    .default('false')
    .refine(
      (v) =>
        v === 'false' || /^\d{1,2}$/.test(v) || v.split(',').every((a) => isIP(a.trim().split('/')[0]!) > 0),
      "'false', the number of proxies in front (such as 1), or their addresses (such as 10.0.0.2,10.0.0.3)",
    )
    .transform((v): Config['trustProxy'] =>
      v === 'false' || v === '0' ? false : /^\d+$/.test(v) ? Number(v) : v.split(',').map((a) => a.trim()),
    ),
  JOB_RETRY_DELAY_SECONDS: z.coerce
    .number({ error: 'a number of seconds, such as 5' })
    .int('a whole number of seconds, such as 5')
    .min(1, 'a number of seconds, such as 5')
    .default(5),
  JOB_RETRY_LIMIT: z.coerce
    .number({ error: 'a number of tries, such as 12' })
    .int('a whole number of tries, such as 12')
    .min(0, 'a number of tries, such as 12')
    .max(50, 'at most 50 tries')
    .default(12),
  JOB_LEASE_SECONDS: z.coerce
    .number({ error: 'a number of seconds, such as 120' })
    .int('a whole number of seconds, such as 120')
    .min(1, 'a number of seconds, such as 120')
    .default(120),
  DRAIN_SECONDS: z.coerce
    .number({ error: 'a number of seconds, such as 10' })
    .min(0, 'a number of seconds, such as 10')
    .default(0),
  SANDBOX: z
    .enum(['true', 'false'], { error: "'true' to run the sandbox providers on purpose, else 'false'" })
    .default('false')
    .transform((v) => v === 'true'),
  OPENAI_BASE_URL: z
    .url({ error: 'the API base of an OpenAI-compatible server, such as https://api.openai.com/v1' })
    .optional(),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_MODEL: z.string().min(1, 'a model name, such as gpt-4o-mini').optional(),
  OPENAI_TIMEOUT_SECONDS: z.coerce
    .number({ error: 'a number of seconds, such as 30' })
    .positive('a number of seconds, such as 30')
    .default(30),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'a bucket name, such as portal-files')
    .optional(),
  S3_ENDPOINT: z
    .url({
      protocol: /^https?$/,
      error: 'an http(s) URL, such as https://s3.ca-central-1.amazonaws.com or http://minio:9000',
    })
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'a region name, such as ca-central-1')
    .default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1, 'an access key id').optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1, 'a secret access key').optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'], {
      error: "'true' (bucket in the path, as MinIO and most self-hosted stores need) or 'false'",
    })
    .default('false')
    .transform((v) => v === 'true'),
});

const S3_SETTINGS = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
];

export type Config = {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  database:
    | {
        kind: 'pglite';
        dir: string | null;
        /** A dumped data folder (`PGlite.dumpDataDir`) to start from instead of an empty database. */
        from?: Blob;
      }
    | { kind: 'postgres'; url: string };
  demoContent: { import: boolean; dir: string };
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  /**
   * Who may say where a request comes from, as Fastify's trustProxy takes it: the number of proxies in
   * front, whose X-Forwarded-For entries count from the right, or their addresses; never the client.
   */
  trustProxy: false | number | string[];
  /**
   * The providers that run their sandbox: mail kept in the outbox, the sandbox card gateway, the
   * sandbox Interac bank (Interac has no other provider yet, so it runs only where sandboxes may).
   */
  sandbox: { mail: boolean; cards: boolean; interac: boolean };
  serveWeb: boolean;
  /** Signs session cookies; null means a secret kept in a file of the data folder. */
  authSecret: string | null;
  /** Encrypts sensitive fields at rest; null means a key kept in a file of the data folder. */
  dataKey: string | null;
  /** The bearer token that reads /metrics from anywhere; null lets only this machine read it. */
  metricsToken: string | null;
  /** Null signs documents with the built-in typed-name signature. */
  docusign: {
    integrationKey: string;
    userId: string;
    accountId: string;
    privateKey: string;
    basePath: string;
    oauthBase: string;
  } | null;
  /** Null runs the sandbox card gateway. */
  stripe: {
    secretKey: string;
    publishableKey: string;
    webhookSecret: string | null;
    apiBase: string | null;
  } | null;
  /**
   * A card or Interac payment still open this long is looked up at its provider, which may have settled
   * it while no browser or process was there to record it; the lookup runs this often too.
   */
  paymentReconcileAfterMs: number;
  /** The wait before a failed job's second try; it doubles with each try after. */
  jobRetryDelaySeconds: number;
  /** The tries of a failed job after its first, before it is left failed for staff to retry. */
  jobRetryLimit: number;
  /** How long a worker holds a job before another process may take it, as from a process that died. */
  jobLeaseSeconds: number;
  /** Whether this process's workers take jobs; tests run them one by one with `jobs.drain()` instead. */
  jobWorkers: boolean;
  /**
   * How long, from SIGTERM, the process keeps answering while its readiness check says 503, so that a
   * load balancer stops sending it requests before it closes.
   */
  drainMs: number;
  /** Null keeps mail in the outbox at /dev/outbox instead of sending it. */
  mail: { smtpUrl: string | null; from: string | null };
  social: {
    google: { clientId: string; clientSecret: string } | null;
    microsoft: { clientId: string; clientSecret: string; tenantId: string } | null;
  };
  /** Null answers from the program's own passages; else an OpenAI-compatible chat model answers. */
  openai: { baseUrl: string; apiKey: string | null; model: string; timeoutMs: number } | null;
  /** Null keeps files in the data folder (`files/`); else they go to this S3-compatible bucket. */
  s3: S3Config | null;
};

export type S3Config = {
  bucket: string;
  /** Null is AWS's own endpoint for the region. */
  endpoint: string | null;
  region: string;
  /** Null takes the SDK's usual sources (AWS_* variables, an instance or task role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  forcePathStyle: boolean;
};

export class ConfigError extends Error {}

/** A portal reached only from this machine may run its sandboxes without saying so. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Parses the environment once; a bad value stops the start with one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0]);
    throw new ConfigError(`${name} must be ${issue.message} (got ${JSON.stringify(env[name])})`);
  }
  const e = parsed.data;
  if (e.OPENAI_BASE_URL && !e.OPENAI_MODEL)
    throw new ConfigError(
      'OPENAI_MODEL must be set with OPENAI_BASE_URL: the model to ask, such as gpt-4o-mini',
    );
  const s3Given = S3_SETTINGS.filter((name) => env[name] !== undefined);
  if (!e.S3_BUCKET && s3Given.length > 0)
    throw new ConfigError(
      `S3_BUCKET must be set with ${s3Given.join(', ')}: the bucket to keep the files in`,
    );
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY))
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together, or neither');
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const stripe = Boolean(e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY);
  const sandboxesAllowed = e.SANDBOX || LOCAL_HOSTS.has(new URL(publicUrl).hostname);
  const missing = [
    ...(e.SMTP_URL ? [] : ['SMTP_URL']),
    ...(stripe ? [] : ['STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY']),
  ];
  if (!sandboxesAllowed && missing.length > 0)
    throw new ConfigError(
      `PUBLIC_URL is ${publicUrl}, but mail or card payments would run their sandbox, which anyone could use: ` +
        `set ${missing.join(' and ')}, or SANDBOX=true to run the sandboxes on purpose`,
    );
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dir: path.join(dataDir, 'pg') },
    demoContent: { import: e.DEMO_CONTENT === 'import', dir: path.resolve(e.DEMO_CONTENT_DIR) },
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    sandbox: { mail: !e.SMTP_URL, cards: !stripe, interac: sandboxesAllowed },
    serveWeb: true,
    authSecret: e.AUTH_SECRET ?? null,
    dataKey: e.DATA_KEY ?? null,
    metricsToken: e.METRICS_TOKEN ?? null,
    docusign:
      e.DOCUSIGN_INTEGRATION_KEY && e.DOCUSIGN_USER_ID && e.DOCUSIGN_ACCOUNT_ID && e.DOCUSIGN_PRIVATE_KEY
        ? {
            integrationKey: e.DOCUSIGN_INTEGRATION_KEY,
            userId: e.DOCUSIGN_USER_ID,
            accountId: e.DOCUSIGN_ACCOUNT_ID,
            privateKey: e.DOCUSIGN_PRIVATE_KEY.replace(/\\n/g, '\n'),
            basePath: e.DOCUSIGN_BASE_PATH.replace(/\/$/, ''),
            oauthBase: e.DOCUSIGN_OAUTH_BASE.replace(/\/$/, ''),
          }
        : null,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? null,
            apiBase: e.STRIPE_API_BASE ?? null,
          }
        : null,
    paymentReconcileAfterMs: Math.round(e.PAYMENT_RECONCILE_AFTER_SECONDS * 1000),
    jobRetryDelaySeconds: e.JOB_RETRY_DELAY_SECONDS,
    jobRetryLimit: e.JOB_RETRY_LIMIT,
    jobLeaseSeconds: e.JOB_LEASE_SECONDS,
    jobWorkers: true,
    drainMs: Math.round(e.DRAIN_SECONDS * 1000),
    mail: { smtpUrl: e.SMTP_URL ?? null, from: e.MAIL_FROM ?? null },
    social: {
      google:
        e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
          ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
          : null,
      microsoft:
        e.MICROSOFT_CLIENT_ID && e.MICROSOFT_CLIENT_SECRET
          ? {
              clientId: e.MICROSOFT_CLIENT_ID,
              clientSecret: e.MICROSOFT_CLIENT_SECRET,
              tenantId: e.MICROSOFT_TENANT_ID,
            }
          : null,
    },
    openai:
      e.OPENAI_BASE_URL && e.OPENAI_MODEL
        ? {
            baseUrl: e.OPENAI_BASE_URL.replace(/\/$/, ''),
            apiKey: e.OPENAI_API_KEY ?? null,
            model: e.OPENAI_MODEL,
            timeoutMs: Math.round(e.OPENAI_TIMEOUT_SECONDS * 1000),
          }
        : null,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT?.replace(/\/$/, '') ?? null,
          region: e.S3_REGION,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : null,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : null,
  };
}
