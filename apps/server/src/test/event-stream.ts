/** Reads server-sent events as they come: `next()` answers the next one, `lastEventId` the last id sent. */
export function eventReader(body: ReadableStream<Uint8Array>) {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  return {
    lastEventId: '',
    async next(): Promise<{ event: string; data: unknown }> {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith(':')) continue;
          const field = (name: string) =>
            block
              .split('\n')
              .find((l) => l.startsWith(`${name}: `))
              ?.slice(name.length + 2);
          this.lastEventId = field('id') ?? this.lastEventId;
          return { event: field('event')!, data: JSON.parse(field('data')!) };
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('the stream ended');
        buffer += value;
      }
    },
    cancel: () => reader.cancel(),
  };
}
