import { importContent } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { Invalid } from '../../lib/errors';
import type { Auth } from '../auth/auth';
import { actorOf } from '../staff/audit-log';
import { staffRoute } from '../staff/staff-route';
import { importUploadedContent } from './content-import.service';
import { CONTENT_ZIP_LIMITS } from './content-zip';

/** The content folder, zipped, checked or loaded from the console. */
export const contentImportRoutes =
  (ctx: AppContext, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    staffRoute(app, ctx, auth, importContent, async (staff, request) => {
      // the reader stops one byte past the limit, so an oversized zip is cut, not read to its end
      const part = await request.file({ limits: { fileSize: CONTENT_ZIP_LIMITS.zipBytes + 1, files: 1 } });
      if (!part) throw new Invalid({ file: ['Choose the zipped content folder.'] });
      return importUploadedContent(ctx, actorOf(staff), part.file, request.query.check);
    });
  };
