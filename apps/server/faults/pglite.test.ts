import { afterAll, beforeAll, describe, it } from 'vitest';
import { FaultRun } from './fault-run';

const run = new FaultRun('pglite');
beforeAll(() => run.open());
afterAll(async () => {
  console.log(run.summary());
  await run.close();
});

describe('the portal on PGlite, killed with SIGKILL', () => {
  it('opens its database after each of 10 kills inside bursts of writes and keeps every acknowledged one', () =>
    run.killDuringBursts(10));
  it('settles, after a restart, payments the provider confirmed while it was down', () =>
    run.confirmWhileDown());
  it("recorded each charge of the gateway's own records once, as a completed payment", () =>
    run.checkEverything());
});
