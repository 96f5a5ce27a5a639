import type { TLanguage } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { instituteLanguage } from './institute.service';
import type { Reader } from './localize';

function toLanguage(tag: string | undefined): TLanguage | null {
  const lower = tag?.trim().toLowerCase() ?? '';
  if (lower.startsWith('fr')) return 'fr-CA';
  if (lower.startsWith('en')) return 'en';
  return null;
}

/** The page's language as the web chooses it: the reader's cookie, else the first one the browser accepts. */
export function requestedLanguage(headers: FastifyRequest['headers']): TLanguage | null {
  const chosen = toLanguage(/(?:^|;\s*)portal-language=([^;]*)/.exec(headers.cookie ?? '')?.[1]);
  if (chosen) return chosen;
  for (const tag of (headers['accept-language'] ?? '').split(',')) {
    const language = toLanguage(tag.split(';')[0]);
    if (language) return language;
  }
  return null;
}

/** The reader of a request; `remembered` is the student's saved language, for callers without a page. */
export async function readerOf(
  ctx: AppContext,
  request: Pick<FastifyRequest, 'headers'> | null,
  remembered?: string | null,
): Promise<Reader> {
  const fallback = await instituteLanguage(ctx.db);
  const language = (request && requestedLanguage(request.headers)) ?? toLanguage(remembered ?? undefined);
  return { language: language ?? fallback, fallback };
}
