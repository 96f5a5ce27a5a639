import { EventSourceParserStream } from 'eventsource-parser/stream';
import type { TutorAnswerer, TutorPassage, TutorTurn } from './tutor-answerer';

export type OpenAiSettings = { baseUrl: string; apiKey: string | null; model: string; timeoutMs: number };

export class TutorProviderError extends Error {}

const SYSTEM_PROMPT = [
  'You are the tutor of a school program. Answer the student’s question only from the numbered passages',
  'of their program given below, and cite the passages you use by their number in square brackets, like [1].',
  'If the passages do not answer the question, say that the program does not cover it and suggest asking',
  'the instructor; do not answer from general knowledge. Answer in the language the question is written in,',
  'in a few short paragraphs. Never give, confirm or hint at the answer to a quiz question, nor say which',
  'option is correct: explain the ideas the passages teach instead.',
].join(' ');

export function passagesPrompt(passages: TutorPassage[]): string {
  return passages
    .map((p, i) => {
      const where = [p.contentName, p.sectionName, p.heading].filter(Boolean).join(' — ');
      return `[${i + 1}] ${where}\n${p.body}`;
    })
    .join('\n\n');
}

/** The chat the model is given: its rules and the passages, the last turns, the question. */
export function chatMessages(question: string, passages: TutorPassage[], history: TutorTurn[]) {
  return [
    {
      role: 'system',
      content: `${SYSTEM_PROMPT}\n\nPassages of the program:\n\n${passagesPrompt(passages)}`,
    },
    ...history.map((turn) => ({
      role: turn.role === 'student' ? 'user' : 'assistant',
      content: turn.text,
    })),
    { role: 'user', content: question },
  ];
}

function headersOf(settings: OpenAiSettings): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'text/event-stream',
  };
  if (settings.apiKey) {
    headers.Authorization = `Bearer ${settings.apiKey}`;
    // Azure OpenAI takes its key in a header of its own
    if (new URL(settings.baseUrl).hostname.endsWith('.azure.com')) headers['api-key'] = settings.apiKey;
  }
  return headers;
}

type ChunkData = { choices?: { delta?: { content?: string | null } }[]; error?: { message?: string } };

/**
 * Any OpenAI-compatible chat completions server (OpenAI, Azure, Ollama, vLLM), streamed. A silence
 * longer than the timeout, before the first byte or between two pieces, ends the answer as a failure.
 */
export function createOpenAiAnswerer(settings: OpenAiSettings): TutorAnswerer {
  return {
    kind: 'openai',
    async *answer({ question, passages, history, signal }) {
      const controller = new AbortController();
      const stopWithStudent = () => controller.abort(signal.reason);
      signal.addEventListener('abort', stopWithStudent, { once: true });
      let timer: NodeJS.Timeout | undefined;
      const restartClock = () => {
        clearTimeout(timer);
        timer = setTimeout(
          () => controller.abort(new TutorProviderError('the model did not answer in time')),
          settings.timeoutMs,
        );
      };
      restartClock();
      try {
        const res = await fetch(`${settings.baseUrl}/chat/completions`, {
          method: 'POST',
          headers: headersOf(settings),
          body: JSON.stringify({
            model: settings.model,
            stream: true,
            messages: chatMessages(question, passages, history),
          }),
          signal: controller.signal,
        });
        if (!res.ok || !res.body) {
          await res.body?.cancel();
          throw new TutorProviderError(`the model answered ${res.status}`);
        }
        const events = res.body
          .pipeThrough(new TextDecoderStream())
          .pipeThrough(new EventSourceParserStream({ onComment: restartClock }));
        for await (const event of events) {
          restartClock();
          if (event.data === '[DONE]') return;
          const data = JSON.parse(event.data) as ChunkData;
          if (data.error)
            throw new TutorProviderError(`the model failed: ${data.error.message ?? 'no reason'}`);
          const text = data.choices?.[0]?.delta?.content;
          if (text) yield text;
        }
      } catch (error) {
        // the reason the request was stopped, rather than the fetch's own AbortError
        throw controller.signal.aborted ? controller.signal.reason : error;
      } finally {
        clearTimeout(timer);
        signal.removeEventListener('abort', stopWithStudent);
      }
    },
  };
}
