import { describe, expect, it } from 'vitest';
import { freePort } from '../../../faults/portal-process';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createMailer } from './mailer';

describe('the mailer', () => {
  it('counts the sends that failed', async () => {
    // nothing listens on the port: each send fails at once
    const config = {
      mail: { smtpUrl: `smtp://127.0.0.1:${await freePort()}`, from: 'School <a@example.ca>' },
    };
    const mailer = createMailer(config as Config, {} as Db, async () => 'unused');
    const mail = { to: 'ana@example.ca', subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' };
    await expect(mailer.send(mail)).rejects.toThrow();
    await expect(mailer.send(mail)).rejects.toThrow();
    expect(mailer.counts()).toEqual({ sent: 0, failed: 2 });
  });
});
