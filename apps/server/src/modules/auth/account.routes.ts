import {
  ZCurrentUser,
  ZMessageResponse,
  ZRequestPasswordChangeRequest,
  ZSendEmailVerificationRequest,
  ZUpdateCurrentUserRequest,
  getCurrentUser,
  requestPasswordChange as requestPasswordChangeCall,
  sendEmailVerification as sendEmailVerificationCall,
  updateCurrentUser,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { currentUser, requestPasswordChange, sendEmailVerification, setLanguage } from './account.service';
import type { Auth } from './auth';
import { requireStudent } from './session';

const unverifiedToo = { verified: false };

export const accountRoutes =
  (ctx: AppContext, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      getCurrentUser.path,
      {
        schema: {
          tags: ['auth'],
          summary: 'The signed-in student: account and profile summary',
          response: { 200: ZCurrentUser },
        },
      },
      async (request) => currentUser(await requireStudent(auth, ctx.db, request, unverifiedToo)),
    );

    app.patch(
      updateCurrentUser.path,
      {
        schema: {
          tags: ['auth'],
          summary: "Remember the student's language, used for the mails they receive",
          body: ZUpdateCurrentUserRequest,
          response: { 200: ZCurrentUser },
        },
      },
      async (request) =>
        setLanguage(ctx, await requireStudent(auth, ctx.db, request, unverifiedToo), request.body.language),
    );

    app.post(
      sendEmailVerificationCall.path,
      {
        schema: {
          tags: ['auth'],
          summary: 'Mail a verification link to the signed-in student',
          body: ZSendEmailVerificationRequest,
          response: { 200: ZMessageResponse },
        },
      },
      async (request) =>
        sendEmailVerification(
          ctx,
          auth,
          await requireStudent(auth, ctx.db, request, unverifiedToo),
          request.body,
        ),
    );

    app.post(
      requestPasswordChangeCall.path,
      {
        schema: {
          tags: ['auth'],
          summary: 'Mail the signed-in student a single-use link to change their password',
          body: ZRequestPasswordChangeRequest,
          response: { 200: ZMessageResponse },
        },
      },
      async (request) =>
        requestPasswordChange(
          ctx,
          auth,
          await requireStudent(auth, ctx.db, request, unverifiedToo),
          request.body,
        ),
    );
  };
