import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

describe('the log', () => {
  it('writes JSON lines without credentials or a SIN, at the top of a line or one level down', () => {
    const lines: string[] = [];
    const log = createLogger('info', { write: (line: string) => void lines.push(line) });
    log.info(
      {
        sin: '046 454 286',
        token: 'tok-1',
        student: { sin: '046454286', password: 'pw-1' },
        headers: { cookie: 'session=abc', authorization: 'Bearer b-1', 'set-cookie': 'x=1' },
        kept: 'visible',
      },
      'a line',
    );
    log.debug('not at info');
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(line).toMatchObject({ level: 30, msg: 'a line', kept: 'visible' });
    for (const secret of ['046', 'tok-1', 'pw-1', 'abc', 'b-1', 'x=1'])
      expect(lines[0]).not.toContain(secret);
  });
});
