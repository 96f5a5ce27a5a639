import type { JobQueue } from '../jobs/job-queue';

/** Has the portal do its due jobs until `done` holds, as the retries come (one second, then two, …), or for `seconds`. */
export async function drainUntil(
  jobs: Pick<JobQueue, 'drain'>,
  done: () => boolean | Promise<boolean>,
  seconds = 15,
): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    await jobs.drain();
    if ((await done()) || Date.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Runs what is due for a while, so that a second try would have had every chance to happen. */
export const settle = (jobs: Pick<JobQueue, 'drain'>, seconds = 3) => drainUntil(jobs, () => false, seconds);
