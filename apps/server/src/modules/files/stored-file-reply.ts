import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

type StoredFile = { name: string; contentType: string; size: number };

/**
 * What a shown file may do: a PDF is read by the browser's own viewer, which a sandbox would block;
 * anything else (an image, or an HTML or SVG file a browser shows in spite of an attachment) runs nothing.
 */
const policyOf = (file: StoredFile, show: 'inline' | 'attachment') =>
  show === 'inline' && file.contentType === 'application/pdf'
    ? "default-src 'none'; frame-ancestors 'self'"
    : show === 'inline'
      ? "default-src 'none'; frame-ancestors 'self'; sandbox"
      : "default-src 'none'; sandbox";

/**
 * The header naming the file: a character past Latin-1 fails the whole answer, so the plain filename
 * is an ASCII fallback and filename* carries the real name.
 */
const dispositionOf = (name: string, show: 'inline' | 'attachment') =>
  `${show}; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** Sends a file a student handed in: downloaded, or shown in the page that frames it (a reviewer's). Never cached. */
export function sendStoredFile(
  reply: FastifyReply,
  file: StoredFile,
  stream: Readable,
  show: 'inline' | 'attachment',
) {
  return reply
    .type(file.contentType)
    .header('Content-Length', file.size)
    .header('Content-Disposition', dispositionOf(file.name, show))
    .header('Cache-Control', 'private, no-store')
    .header('Content-Security-Policy', policyOf(file, show))
    .send(stream);
}
