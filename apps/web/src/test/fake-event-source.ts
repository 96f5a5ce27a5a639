import { act } from '@testing-library/react';

/** Stands in for the browser's EventSource, which happy-dom lacks; a test sends the server's events. */
export class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readonly url: string;
  closed = false;
  /** As a browser keeps it: the id of the last event that had one. */
  lastEventId = '';
  private listeners = new Map<string, Set<(event: MessageEvent) => void>>();

  constructor(url: string) {
    this.url = url;
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(listener);
  }

  removeEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.get(type)?.delete(listener);
  }

  close() {
    this.closed = true;
  }

  emit(type: string, data?: unknown, id?: number) {
    if (id !== undefined) this.lastEventId = String(id);
    const event = new MessageEvent(type, {
      data: data === undefined ? undefined : JSON.stringify(data),
      lastEventId: this.lastEventId,
    });
    act(() => {
      for (const listener of this.listeners.get(type) ?? []) listener(event);
    });
  }

  static get current(): FakeEventSource {
    const source = FakeEventSource.instances.at(-1);
    if (!source || source.closed) throw new Error('No open stream');
    return source;
  }
}
