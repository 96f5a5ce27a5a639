import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to PGlite in ./data/pg on port 3000', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toMatchObject({ kind: 'pglite' });
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h:5432/db' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@h:5432/db',
    });
  });

  it.each([
    ['PORT', 'http', 'PORT must be a whole number from 1 to 65535 (got "http")'],
    ['PORT', '70000', 'PORT must be a whole number from 1 to 65535 (got "70000")'],
    ['DATABASE_URL', 'mysql://x', 'DATABASE_URL must be a PostgreSQL URL'],
    ['PUBLIC_URL', 'portal', 'PUBLIC_URL must be an absolute URL'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent'],
    ['DRAIN_SECONDS', '-1', 'DRAIN_SECONDS must be a number of seconds, such as 10'],
    ['METRICS_TOKEN', 'short', 'METRICS_TOKEN must be at least 16 random characters'],
    ['S3_BUCKET', 'Portal_Files', 'S3_BUCKET must be a bucket name, such as portal-files'],
    ['S3_ENDPOINT', 'minio:9000', 'S3_ENDPOINT must be an http(s) URL'],
    ['S3_REGION', 'Canada Central', 'S3_REGION must be a region name, such as ca-central-1'],
    ['S3_FORCE_PATH_STYLE', 'yes', "S3_FORCE_PATH_STYLE must be 'true' (bucket in the path"],
  ])('refuses %s=%s with one line naming it', (name, value, message) => {
    const attempt = () => loadConfig({ [name]: value });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(message);
    try {
      attempt();
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('asks an OpenAI-compatible model for the tutor when its address and model are set', () => {
    expect(loadConfig({}).openai).toBeNull();
    expect(
      loadConfig({ OPENAI_BASE_URL: 'http://localhost:11434/v1/', OPENAI_MODEL: 'llama3.1' }).openai,
    ).toEqual({ baseUrl: 'http://localhost:11434/v1', apiKey: null, model: 'llama3.1', timeoutMs: 30_000 });
    expect(() => loadConfig({ OPENAI_BASE_URL: 'https://api.openai.com/v1' })).toThrow(
      'OPENAI_MODEL must be set with OPENAI_BASE_URL',
    );
  });

  it('refuses to start a portal others reach on sandbox mail or payments, unless told to', () => {
    const attempt = () => loadConfig({ PUBLIC_URL: 'https://portal.example.ca' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(
      'PUBLIC_URL is https://portal.example.ca, but mail or card payments would run their sandbox, which anyone ' +
        'could use: set SMTP_URL and STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY, or SANDBOX=true to run the ' +
        'sandboxes on purpose',
    );
    expect(() => loadConfig({ PUBLIC_URL: 'https://portal.example.ca', SMTP_URL: 'smtp://mail:25' })).toThrow(
      'set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY, or SANDBOX=true',
    );
    expect(loadConfig({ PUBLIC_URL: 'https://portal.example.ca', SANDBOX: 'true' }).sandbox).toEqual({
      mail: true,
      cards: true,
      interac: true,
    });
    // real providers: no sandbox, and Interac, which has only its sandbox bank, is off
    const production = loadConfig({
      PUBLIC_URL: 'https://portal.example.ca',
      SMTP_URL: 'smtps://u:p@smtp.example.ca:465',
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
    });
    expect(production.sandbox).toEqual({ mail: false, cards: false, interac: false });
    // on this machine the sandboxes run as they always did
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:3000' }).sandbox.cards).toBe(true);
  });

  it('drains for DRAIN_SECONDS after SIGTERM, not at all by default', () => {
    expect(loadConfig({}).drainMs).toBe(0);
    expect(loadConfig({ DRAIN_SECONDS: '7.5' }).drainMs).toBe(7_500);
  });

  it('trusts the proxies in front by their number or their addresses, never the client', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 10.0.1.0/24' }).trustProxy).toEqual([
      '10.0.0.2',
      '10.0.1.0/24',
    ]);
    // 'true' would take the address the client writes first in X-Forwarded-For
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      "TRUST_PROXY must be 'false', the number of proxies in front (such as 1), or their addresses",
    );
  });

  it('keeps files in the data folder unless S3_BUCKET names a bucket', () => {
    expect(loadConfig({}).s3).toBeNull();
    expect(loadConfig({ S3_BUCKET: 'portal-files' }).s3).toEqual({
      bucket: 'portal-files',
      endpoint: null,
      region: 'us-east-1',
      credentials: null,
      forcePathStyle: false,
    });
    expect(
      loadConfig({
        S3_BUCKET: 'portal-files',
        S3_ENDPOINT: 'http://minio:9000/',
        S3_REGION: 'ca-central-1',
        S3_ACCESS_KEY_ID: 'portal',
        S3_SECRET_ACCESS_KEY: 'secret-key',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toEqual({
      bucket: 'portal-files',
      endpoint: 'http://minio:9000',
      region: 'ca-central-1',
      credentials: { accessKeyId: 'portal', secretAccessKey: 'secret-key' },
      forcePathStyle: true,
    });
  });

  it('refuses S3 settings without a bucket, and a key id without its secret', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'true' })).toThrow(
      'S3_BUCKET must be set with S3_ENDPOINT, S3_FORCE_PATH_STYLE: the bucket to keep the files in',
    );
    expect(() => loadConfig({ S3_BUCKET: 'portal-files', S3_ACCESS_KEY_ID: 'portal' })).toThrow(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together, or neither',
    );
  });
});
