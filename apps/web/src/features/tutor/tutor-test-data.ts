import type { TTutorConversation, TTutorMessage, TTutorQuota, TTutorSource } from '@portal/contract';

export const creditSource: TTutorSource = {
  number: 1,
  content_id: 602,
  content_name: 'How credit works in Canada',
  content_type: 'lesson',
  section_id: 12,
  section_name: 'Credit and borrowing',
  heading: 'Credit reports and credit scores',
  excerpt: 'Your credit score is a number from 300 to 900 calculated from the report.',
  lang: 'en',
};

export function tutorMessage(overrides: Partial<TTutorMessage> = {}): TTutorMessage {
  return {
    id: 1,
    role: 'student',
    text: 'What is a credit score?',
    text_code: null,
    sources: [],
    created_at: '2026-03-10T15:00:00.000Z',
    ...overrides,
  };
}

export function quota(remaining = 19, dailyLimit = 20): TTutorQuota {
  return { daily_limit: dailyLimit, used_today: dailyLimit - remaining, remaining };
}

export function conversation(overrides: Partial<TTutorConversation> = {}): TTutorConversation {
  return {
    subscription_id: 301,
    course: { id: 7, name: 'Personal Support Worker', lang: 'en', slug: 'personal-support-worker' },
    messages: [],
    quota: quota(20),
    ...overrides,
  };
}

/** Server-sent events as the server writes them. */
export function sse(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * A streamed answer the test writes as it goes: `send` adds an event, `end` closes the stream,
 * `fail` cuts it as a dropped connection would.
 */
export function sseStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    response: () => new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    send: (event: string, data: unknown) => controller.enqueue(encoder.encode(sse(event, data))),
    end: () => controller.close(),
    fail: () => controller.error(new TypeError('network error')),
  };
}
