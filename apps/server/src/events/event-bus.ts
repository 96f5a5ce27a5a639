import type { Executor } from '../db/client';
import type { JobQueue } from '../jobs/job-queue';
import type { DomainEvent, DomainEvents } from './domain-events';

export type EventHandler<E extends DomainEvent> = (payload: DomainEvents[E]) => Promise<void>;

export type EventBus = {
  /**
   * Tells every subscriber of `event` what happened, in the change's transaction: each gets a job that
   * runs only if the change commits, once for each `key` (what makes this occurrence one).
   */
  publish<E extends DomainEvent>(
    tx: Executor,
    event: E,
    key: string,
    payload: DomainEvents[E],
  ): Promise<void>;
  /** Says what a module does when `event` happens; every process subscribes the same, before any publish. */
  subscribe<E extends DomainEvent>(event: E, subscriber: string, handler: EventHandler<E>): void;
};

/**
 * Domain events between modules, carried by the job queue: a publisher knows no subscriber, and each
 * subscriber handles an event after its change committed, retried on failure, apart from the others.
 */
export function createEventBus(jobs: JobQueue): EventBus {
  const subscribers = new Map<DomainEvent, string[]>();
  const topicOf = (event: DomainEvent, subscriber: string) => `${subscriber}.on.${event}`;
  return {
    async publish(tx, event, key, payload) {
      for (const subscriber of subscribers.get(event) ?? []) {
        await jobs.add(tx, {
          topic: topicOf(event, subscriber),
          key: `${topicOf(event, subscriber)}:${key}`,
          payload,
        });
      }
    },
    subscribe(event, subscriber, handler) {
      const known = subscribers.get(event) ?? [];
      if (known.includes(subscriber)) throw new Error(`${subscriber} subscribes to ${event} twice`);
      subscribers.set(event, [...known, subscriber]);
      jobs.work(topicOf(event, subscriber), (payload) => handler(payload as DomainEvents[typeof event]));
    },
  };
}
