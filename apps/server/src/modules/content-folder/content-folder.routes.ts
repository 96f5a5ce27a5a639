import { exportContent, importContent } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { Invalid } from '../../lib/errors';
import type { Auth } from '../auth/auth';
import { actorOf } from '../staff/audit-log';
import { staffRoute } from '../staff/staff-route';
import { exportContentZip } from './content-export.service';
import { importUploadedContent } from './content-import.service';
import { CONTENT_ZIP_LIMITS } from './content-zip';

/** The content folder, zipped: checked or loaded from the console, and taken out of it. */
export const contentFolderRoutes =
  (ctx: AppContext, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    staffRoute(app, ctx, auth, importContent, async (staff, request) => {
      // the reader stops one byte past the limit, so an oversized zip is cut, not read to its end
      const part = await request.file({ limits: { fileSize: CONTENT_ZIP_LIMITS.zipBytes + 1, files: 1 } });
      if (!part) throw new Invalid({ file: ['Choose the zipped content folder.'] });
      return importUploadedContent(ctx, actorOf(staff), part.file, request.query.check);
    });

    staffRoute(app, ctx, auth, exportContent, async (staff, _request, reply) => {
      const zip = await exportContentZip(ctx, actorOf(staff));
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="content-${day}.zip"`)
        .send(zip);
    });
  };
