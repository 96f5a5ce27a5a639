import { describe, expect, it } from 'vitest';
import { freePort } from '../../../faults/portal-process';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { smtpServer } from '../../test/smtp';
import { createMailer } from './mailer';

const mail = { to: 'ana@example.ca', subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' };

describe('the mailer', () => {
  it('counts the sends that failed', async () => {
    // nothing listens on the port: each send fails at once
    const config = {
      jobLeaseSeconds: 120,
      mail: { smtpUrl: `smtp://127.0.0.1:${await freePort()}`, from: 'School <a@example.ca>' },
    };
    const mailer = createMailer(config as Config, {} as Db, async () => 'unused');
    await expect(mailer.send(mail)).rejects.toThrow();
    await expect(mailer.send(mail)).rejects.toThrow();
    expect(mailer.counts()).toEqual({ sent: 0, failed: 2 });
  });

  it('gives up on a server that holds its answer within a quarter of the job lease, and nothing is sent', async () => {
    const port = await freePort();
    const smtp = smtpServer(port);
    await smtp.start();
    smtp.hold(true);
    const config = {
      jobLeaseSeconds: 4,
      mail: { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'a@example.ca' },
    };
    const mailer = createMailer(config as Config, {} as Db, async () => 'unused');
    const started = Date.now();
    await expect(mailer.send(mail)).rejects.toThrow(/timeout/i);
    // the lease ends after 4 s: the send has let go well before another worker could take the job
    expect(Date.now() - started).toBeLessThan(3_000);
    // the server sees the connection close and drops the message it had not answered
    await expect.poll(() => smtp.held()).toBe(0);
    smtp.hold(false);
    expect(smtp.received).toEqual([]);
    await smtp.stop();
  });
});
