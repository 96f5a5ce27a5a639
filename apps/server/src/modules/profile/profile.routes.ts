import {
  PROFILE_PHOTO_RULE,
  getStudentProfile,
  getStudentSin,
  getVerificationDetails,
  registerStudent,
  updateStudentProfile,
} from '@portal/contract';
import dayjs from 'dayjs';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { Invalid } from '../../lib/errors';
import type { Auth } from '../auth/auth';
import type { StudentSession } from '../auth/session';
import { studentRoute } from '../auth/student-route';
import { listDocuments } from '../documents/documents.service';
import { type FileRow, storeUpload } from '../files/files.service';
import { profilePdf } from './profile-pdf';
import * as profile from './profile.service';

/** The update's fields as text, and the new photo when one was sent (multipart, or JSON from scripts). */
async function readUpdate(ctx: AppContext, student: StudentSession, request: FastifyRequest) {
  const fields: Record<string, string> = {};
  let photo: FileRow | null = null;
  if (!request.isMultipart()) {
    for (const [name, value] of Object.entries((request.body ?? {}) as Record<string, unknown>)) {
      // no field takes a list or an object, and a deeply nested one would exhaust the stack as text
      if (typeof value === 'object' && value !== null) throw new Invalid({ [name]: ['Not a valid value.'] });
      if (value !== undefined && value !== null) fields[name] = String(value);
    }
    return { fields, photo };
  }
  for await (const part of request.parts({ limits: { fileSize: PROFILE_PHOTO_RULE.maxBytes + 1 } })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'profile_photo') {
        part.file.resume();
        continue;
      }
      photo = await storeUpload(
        ctx,
        student.profile.id,
        { filename: part.filename, stream: part.file },
        PROFILE_PHOTO_RULE,
        'profile_photo',
        'profile_photo',
      );
    } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
  }
  return { fields, photo };
}

export const profileRoutes =
  (ctx: AppContext, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    studentRoute(app, ctx, auth, getStudentProfile, async (student, request, reply) => {
      const answer = profile.getProfile(student);
      if (request.query.download_pdf !== 'true') return answer;
      const pdf = await profilePdf(
        ctx,
        student.profile.id,
        student.user.language === 'fr-CA' ? 'fr-CA' : 'en',
        answer,
        await profile.getVerificationDetails(ctx, student),
        await listDocuments(ctx, student.profile.id),
        student.profile.profilePhotoFileId,
      );
      return (
        reply
          .type('application/pdf')
          .header(
            'Content-Disposition',
            `attachment; filename="student-profile-${dayjs(ctx.now()).format('YYYY-MM-DD')}.pdf"`,
          )
          .header('Cache-Control', 'private, no-store')
          // a Buffer goes out as it is, past the JSON schema of the profile
          .send(pdf as never)
      );
    });

    studentRoute(app, ctx, auth, updateStudentProfile, async (student, request) => {
      const { fields, photo } = await readUpdate(ctx, student, request);
      return profile.updateProfile(ctx, student, fields, photo);
    });

    studentRoute(
      app,
      ctx,
      auth,
      getStudentSin,
      // on a refusal of the session too, as when it was the handler's first line
      { preHandler: async (_request, reply) => void reply.header('Cache-Control', 'private, no-store') },
      (student) => profile.getSin(ctx, student),
    );

    studentRoute(app, ctx, auth, getVerificationDetails, (student) =>
      profile.getVerificationDetails(ctx, student),
    );

    studentRoute(app, ctx, auth, registerStudent, (student, request) =>
      profile.registerStudent(ctx, student, request.params.profileId, request.body),
    );
  };
