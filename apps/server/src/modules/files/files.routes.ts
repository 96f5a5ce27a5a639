import { type FileRule, PROFILE_PHOTO_RULE, downloadFile, uploadFile } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { Invalid } from '../../lib/errors';
import type { Auth } from '../auth/auth';
import type { StudentSession } from '../auth/session';
import { studentRoute } from '../auth/student-route';
import { countUpload, openOwnFile, storeUpload, toUploadedFile } from './files.service';
import { sendStoredFile } from './stored-file-reply';

type ContentRule = (
  ctx: AppContext,
  student: StudentSession,
  contentId: number | undefined,
) => Promise<FileRule>;

/** The rule a student document's, an assignment's or a practice entry's upload is checked against, from its own module. */
export type UploadRules = {
  document: (ctx: AppContext, studentId: number, documentId: number | undefined) => Promise<FileRule>;
  submission: ContentRule;
  practiceEntry: ContentRule;
};

export const filesRoutes =
  (ctx: AppContext, auth: Auth, rules: UploadRules): FastifyPluginAsyncZod =>
  async (app) => {
    studentRoute(app, ctx, auth, uploadFile, async (student, request, reply) => {
      await countUpload(ctx, student.user.id);
      const { purpose, document, content } = request.query;
      let rule: FileRule;
      if (purpose === 'profile_photo') rule = PROFILE_PHOTO_RULE;
      else if (purpose === 'submission') rule = await rules.submission(ctx, student, content);
      else if (purpose === 'practice_entry') rule = await rules.practiceEntry(ctx, student, content);
      else rule = await rules.document(ctx, student.profile.id, document);
      // the reader stops one byte past the rule, so an oversized stream is cut, not read to its end
      const part = await request.file({ limits: { fileSize: rule.maxBytes + 1, files: 1 } });
      if (!part) throw new Invalid({ file: ['Choose a file to upload.'] });
      const row = await storeUpload(
        ctx,
        student.profile.id,
        { filename: part.filename, stream: part.file },
        rule,
        purpose,
      );
      return reply.status(201).send(toUploadedFile(row));
    });

    studentRoute(app, ctx, auth, downloadFile, async (student, request, reply) => {
      const { row, stream } = await openOwnFile(ctx, student.profile.id, request.params.id);
      return sendStoredFile(reply, row, stream, 'attachment');
    });
  };
