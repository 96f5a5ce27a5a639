import { describe, expect, it } from 'vitest';
import { createLogger } from '../../lib/logger';
import { authLogger } from './auth-log';

describe("Better Auth's messages", () => {
  it('are lines of the app log, with an error as `err` and at the level the app allows', () => {
    const lines: string[] = [];
    const logger = authLogger(createLogger('info', { write: (line: string) => void lines.push(line) }));
    logger.log!('error', 'Failed to create user', new Error('duplicate key'), { provider: 'google' });
    logger.log!('debug', 'too detailed for info');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 50,
      from: 'better-auth',
      msg: 'Failed to create user',
      err: { message: 'duplicate key' },
      details: [{ provider: 'google' }],
    });
  });
});
