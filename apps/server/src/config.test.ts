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
});
