import {
  getCurrentUser,
  requestPasswordChange,
  sendEmailVerification,
  updateCurrentUser,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import * as account from './account.service';
import type { Auth } from './auth';
import { studentRoute } from './student-route';

const unverifiedToo = { verified: false };

export const accountRoutes =
  (ctx: AppContext, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    studentRoute(app, ctx, auth, getCurrentUser, unverifiedToo, (student) => account.currentUser(student));

    studentRoute(app, ctx, auth, updateCurrentUser, unverifiedToo, (student, request) =>
      account.setLanguage(ctx, student, request.body.language),
    );

    studentRoute(app, ctx, auth, sendEmailVerification, unverifiedToo, (student, request) =>
      account.sendEmailVerification(ctx, auth, student, request.body),
    );

    studentRoute(app, ctx, auth, requestPasswordChange, unverifiedToo, (student, request) =>
      account.requestPasswordChange(ctx, auth, student, request.body),
    );
  };
