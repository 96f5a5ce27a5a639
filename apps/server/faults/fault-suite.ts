import { afterAll, beforeAll, describe, it } from 'vitest';
import { FaultRun } from './fault-run';

/** The fault tests on one database; each database has a file of its own so the two run side by side. */
export function describeFaults(kind: ConstructorParameters<typeof FaultRun>[0], name: string): void {
  const run = new FaultRun(kind);
  beforeAll(() => run.open());
  afterAll(async () => {
    console.log(run.summary());
    await run.close();
  });

  describe(`the portal on ${name}, killed with SIGKILL and sent submits at once`, () => {
    it('opens its database after each of 10 kills inside bursts of writes and keeps every acknowledged one', () =>
      run.killDuringBursts(10));
    it('settles, after a restart, payments the provider confirmed while it was down', () =>
      run.confirmWhileDown());
    it('charges once for a double click and for fifty submits at once, with their own keys or one', () =>
      run.submitAtOnce());
    it("recorded each charge of the gateway's own records once, as a completed payment", () =>
      run.checkEverything());
  });
}
