import {
  getCurrentUser,
  requestPasswordChange,
  sendEmailVerification,
  updateCurrentUser,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { route } from '../../lib/route';
import * as account from './account.service';
import type { Auth } from './auth';
import { requireStudent } from './session';

const unverifiedToo = { verified: false };

export const accountRoutes =
  (ctx: AppContext, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, getCurrentUser, async (request) =>
      account.currentUser(await requireStudent(auth, ctx.db, request, unverifiedToo)),
    );

    route(app, updateCurrentUser, async (request) =>
      account.setLanguage(
        ctx,
        await requireStudent(auth, ctx.db, request, unverifiedToo),
        request.body.language,
      ),
    );

    route(app, sendEmailVerification, async (request) =>
      account.sendEmailVerification(
        ctx,
        auth,
        await requireStudent(auth, ctx.db, request, unverifiedToo),
        request.body,
      ),
    );

    route(app, requestPasswordChange, async (request) =>
      account.requestPasswordChange(
        ctx,
        auth,
        await requireStudent(auth, ctx.db, request, unverifiedToo),
        request.body,
      ),
    );
  };
