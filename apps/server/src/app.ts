import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Registry } from 'prom-client';
import type { AppContext } from './context';
import { scheduleDatabaseMaintenance } from './db/maintenance';
import { AccessLog } from './lib/access-log';
import { registerApiDocs } from './lib/api-docs';
import { registerErrorHandler } from './lib/error-handler';
import { type Lifecycle, createLifecycle } from './lib/lifecycle';
import { createLogger } from './lib/logger';
import { requestIdOf, sendRequestId } from './lib/request-id';
import { registerOriginCheck } from './lib/origin-check';
import { registerSecurityHeaders } from './lib/security-headers';
import { serializeSettledOnce } from './lib/settled-answers';
import { createAuth } from './modules/auth/auth';
import { certificateRoutes } from './modules/grades/certificate.routes';
import { gradesRoutes } from './modules/grades/grades.routes';
import { quizRoutes } from './modules/quiz/quiz.routes';
import { accountRoutes } from './modules/auth/account.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { requireStudent } from './modules/auth/session';
import { workAccountMailJobs } from './modules/auth/account-mail-jobs';
import { workStaffInvitationJobs } from './modules/staff/staff-invitation-jobs';
import { staffRoutes } from './modules/staff/staff.routes';
import { workNotificationMailJobs } from './modules/notifications/notification-mail';
import { workMailJobs } from './modules/mail/mail-jobs';
import { workSignInLockJobs } from './modules/auth/sign-in-lock';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { documentReviewsRoutes } from './modules/documents/document-reviews.routes';
import { studentRecordsRoutes } from './modules/profile/student-records.routes';
import { gradingRoutes } from './modules/grading/grading.routes';
import { attendanceRoutes } from './modules/attendance/attendance.routes';
import { quizAccommodationRoutes } from './modules/quiz/quiz-accommodation.routes';
import { paymentLedgerRoutes } from './modules/payments/payment-ledger.routes';
import { staffEnrolmentRoutes } from './modules/enrolment/staff-enrolments.routes';
import { staffForumPostRoutes } from './modules/forum/staff-forum-posts.routes';
import { staffLiveSessionRoutes } from './modules/live/staff-live-sessions.routes';
import { backgroundWorkRoutes } from './modules/staff/background-work.routes';
import { staffContentRoutes } from './modules/content/staff-contents.routes';
import { staffOutlineRoutes } from './modules/content/staff-outline.routes';
import { staffQuestionRoutes } from './modules/content/staff-questions.routes';
import { staffMediaRoutes } from './modules/content/staff-media.routes';
import { staffProgramRoutes } from './modules/catalogue/staff-programs.routes';
import { contentFolderRoutes } from './modules/content-folder/content-folder.routes';
import { instituteSettingsRoutes } from './modules/settings/institute-settings.routes';
import { staffCertificateRoutes } from './modules/grades/staff-certificates.routes';
import { staffReportRoutes } from './modules/reports/reports.routes';
import { staffSupportRoutes } from './modules/support/staff-support.routes';
import { staffNotificationRoutes } from './modules/notifications/staff-notifications.routes';
import { installmentScheduleRoutes } from './modules/payments/installment-schedule.routes';
import { documentsRoutes } from './modules/documents/documents.routes';
import { uploadRuleFor } from './modules/documents/documents.service';
import { enrolmentRoutes } from './modules/enrolment/enrolment.routes';
import { forumRoutes } from './modules/forum/forum.routes';
import { filesRoutes } from './modules/files/files.routes';
import { healthRoutes } from './modules/health/health.routes';
import { instituteRoutes } from './modules/institute/institute.routes';
import { journeyRoutes } from './modules/journey/journey.routes';
import { practiceEntriesRoutes } from './modules/journey/practice-entries.routes';
import { practiceEntryUploadRule } from './modules/journey/practice-entries.service';
import { roomMediaAudience } from './modules/journey/journey.service';
import { submissionUploadRule } from './modules/journey/submissions.service';
import { liveRoutes } from './modules/live/live.routes';
import { metricsRoutes } from './modules/metrics/metrics.routes';
import { countRequests } from './modules/metrics/request-metrics';
import { scheduleLiveStartingNotices } from './modules/live/live-notices';
import { outboxRoutes } from './modules/mail/outbox.routes';
import { scheduleInstallmentReminders } from './modules/payments/installment-reminders';
import { paymentHistoryRoutes, paymentInfoRoutes, paymentsRoutes } from './modules/payments/payments.routes';
import { sandboxGatewayRoutes } from './modules/payments/sandbox-gateway.routes';
import { sandboxInteracRoutes } from './modules/payments/sandbox-interac.routes';
import { createPaymentProviders } from './modules/payments/payment-providers';
import { schedulePaymentReconciliation } from './modules/payments/payment-reconciliation';
import { workPaymentJobs } from './modules/payments/payment-jobs';
import { placesRoutes } from './modules/places/places.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { createSandboxAddressProvider } from './providers/address/sandbox-address';
import { createDocuSign } from './providers/esign/docusign';
import { mediaRoutes } from './modules/media/media.routes';
import type { OpenStreams } from './modules/notifications/notification-stream';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { rewardsRoutes } from './modules/rewards/rewards.routes';
import { supportRoutes } from './modules/support/support.routes';
import { tutorRoutes } from './modules/tutor/tutor.routes';
import { consoleDistDir, webDistDir, webPainterEntry } from './paths';
import { version } from './version';
import { serveConsole } from './web/serve-console';
import { serveWeb } from './web/serve-web';

/** Stripe.js and its card inputs come from Stripe, for a school that uses Stripe. */
function contentSecurityPolicy(stripe: boolean) {
  const fromStripe = (...sources: string[]) => (stripe ? sources : []);
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'self'"],
      formAction: ["'self'"],
      scriptSrc: ["'self'", ...fromStripe('https://js.stripe.com')],
      // MUI writes its styles at run time
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      mediaSrc: ["'self'", 'blob:', 'https:'],
      connectSrc: ["'self'", ...fromStripe('https://api.stripe.com')],
      // live sessions embed the school's own Jitsi or BigBlueButton server, whatever its host; the app is
      // one page, so a narrower policy for the join page alone would not hold after in-app navigation
      frameSrc: ["'self'", 'https:'],
      workerSrc: ["'self'", 'blob:'],
    },
  };
}

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;
/**
 * The contract's zod schemas validate and serialise every route. Given as the factories (rather than by
 * setValidatorCompiler), Fastify never loads Ajv and fast-json-stringify: a tenth of start-up. The types
 * name Ajv's compilers, hence the cast. A settled answer is serialized once.
 */
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => (route: Parameters<typeof serializerCompiler>[0]) =>
    serializeSettledOnce(serializerCompiler(route)),
} as unknown as CompilersFactory;

export type BuildAppOptions = {
  /** Sees every route as it is registered (the security suites list them from it). */
  onRoute?: (route: RouteOptions) => void;
  /** A built web app to serve instead of apps/web/dist, whatever the config says. */
  webDir?: string;
  /** A built staff console to serve instead of apps/console/dist, whatever the config says. */
  consoleDir?: string;
  /** The web app's server entry to paint its pages with (none when webDir is given without one). */
  webPainterEntry?: string;
  /** Where the process is in its life, for the readiness check: main.ts drains it before the close. */
  lifecycle?: Lifecycle;
  /** Where the app writes its log lines (main.ts's log); else a log at the configured level. */
  logger?: FastifyBaseLogger;
};

/** The whole HTTP application; main.ts listens with it and tests call it through inject. */
export async function buildApp(ctx: AppContext, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const { trustProxy } = ctx.config;
  const lifecycle = options.lifecycle ?? createLifecycle();
  const app = Fastify({
    loggerInstance: options.logger ?? createLogger(ctx.config.logLevel),
    logController: new AccessLog(),
    genReqId: requestIdOf,
    // a number of proxies: the addresses they appended, counted from the right, and no further
    trustProxy:
      typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    bodyLimit: 1024 * 1024,
    schemaController: { compilersFactory: zodCompilers },
  }).withTypeProvider<ZodTypeProvider>();

  const { onRoute } = options;
  if (onRoute) app.addHook('onRoute', (route) => onRoute(route as RouteOptions));
  registerErrorHandler(app);
  sendRequestId(app);
  // one registry per app: tests build several apps in one process
  const metrics = new Registry();
  countRequests(app, metrics);
  ctx.database.useLogger(app.log);

  registerSecurityHeaders(app, {
    contentSecurityPolicy: contentSecurityPolicy(Boolean(ctx.config.stripe)),
    crossOriginEmbedderPolicy: false,
    // a browser heeds it only from an https site; behind a proxy that ends TLS the public URL says so
    strictTransportSecurity: ctx.config.publicUrl.startsWith('https:')
      ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true }
      : false,
  });
  await app.register(fastifyCompress, { threshold: 1024 });
  // each upload route sets its own, smaller, size limit
  await app.register(fastifyMultipart, {
    limits: { fileSize: 100 * 1024 * 1024, files: 1, fields: 60, fieldSize: 100_000 },
  });

  registerApiDocs(app, {
    info: { title: 'Student portal API', description: 'The student-facing API of the portal.', version },
    publicUrl: ctx.config.publicUrl,
    compilersFactory: zodCompilers,
  });

  registerOriginCheck(app, ctx.config.publicUrl);
  const auth = createAuth(ctx, app.log);
  await app.register(authRoutes(auth));
  await app.register(accountRoutes(ctx, auth));
  await app.register(supportRoutes(ctx, auth));
  await app.register(
    filesRoutes(ctx, auth, {
      document: uploadRuleFor,
      submission: submissionUploadRule,
      practiceEntry: practiceEntryUploadRule,
    }),
  );
  await app.register(
    documentsRoutes(ctx, auth, ctx.config.docusign ? createDocuSign(ctx.config.docusign) : null),
  );
  await app.register(profileRoutes(ctx, auth));
  await app.register(placesRoutes(createSandboxAddressProvider()));
  await app.register(enrolmentRoutes(ctx, auth));
  await app.register(journeyRoutes(ctx, auth));
  await app.register(practiceEntriesRoutes(ctx, auth));
  await app.register(quizRoutes(ctx, auth));
  await app.register(gradesRoutes(ctx, auth));
  await app.register(certificateRoutes(ctx, auth));
  const notificationStreams: OpenStreams = new Set();
  await app.register(notificationsRoutes(ctx, auth, notificationStreams));
  await app.register(rewardsRoutes(ctx, auth));
  await app.register(liveRoutes(ctx, auth));
  await app.register(forumRoutes(ctx, auth));
  await app.register(tutorRoutes(ctx, auth));
  await app.register(staffRoutes(ctx, auth));
  await app.register(documentReviewsRoutes(ctx, auth));
  await app.register(studentRecordsRoutes(ctx, auth));
  await app.register(gradingRoutes(ctx, auth));
  await app.register(attendanceRoutes(ctx, auth));
  await app.register(quizAccommodationRoutes(ctx, auth));
  await app.register(paymentLedgerRoutes(ctx, auth));
  await app.register(staffEnrolmentRoutes(ctx, auth));
  await app.register(staffCertificateRoutes(ctx, auth));
  await app.register(staffSupportRoutes(ctx, auth));
  await app.register(staffReportRoutes(ctx, auth));
  await app.register(staffNotificationRoutes(ctx, auth));
  await app.register(installmentScheduleRoutes(ctx, auth));
  await app.register(instituteSettingsRoutes(ctx, auth));
  await app.register(contentFolderRoutes(ctx, auth));
  await app.register(staffProgramRoutes(ctx, auth));
  await app.register(staffContentRoutes(ctx, auth));
  await app.register(staffOutlineRoutes(ctx, auth));
  await app.register(staffQuestionRoutes(ctx, auth));
  await app.register(staffMediaRoutes(ctx, auth));
  await app.register(backgroundWorkRoutes(ctx, auth));
  await app.register(staffForumPostRoutes(ctx, auth));
  await app.register(staffLiveSessionRoutes(ctx, auth));
  const providers = createPaymentProviders(ctx);
  const { sandboxGateway, gateway: cardGateway, interac } = providers;
  workPaymentJobs(ctx, providers);
  workSignInLockJobs(ctx);
  workAccountMailJobs(ctx);
  workStaffInvitationJobs(ctx);
  workNotificationMailJobs(ctx);
  workMailJobs(ctx);
  scheduleInstallmentReminders(ctx);
  schedulePaymentReconciliation(ctx, providers);
  scheduleLiveStartingNotices(ctx);
  scheduleDatabaseMaintenance(ctx.database, ctx.jobs);
  await app.register(paymentsRoutes(ctx, auth, cardGateway, interac));
  await app.register(paymentInfoRoutes(ctx, auth, { interac, gateway: cardGateway }));
  await app.register(paymentHistoryRoutes(ctx, auth, cardGateway));
  if (ctx.config.sandbox.interac) await app.register(sandboxInteracRoutes(ctx, interac));
  if (sandboxGateway) await app.register(sandboxGatewayRoutes(ctx, auth, sandboxGateway));
  if (ctx.config.stripe?.webhookSecret) {
    // with Stripe's library, which a portal on the sandbox never loads
    const { stripeWebhookRoutes } = await import('./modules/payments/stripe-webhook.routes');
    await app.register(stripeWebhookRoutes(ctx, ctx.config.stripe.webhookSecret));
  }
  if (ctx.mailer.outbox) await app.register(outboxRoutes(ctx));
  await app.register(healthRoutes(ctx, lifecycle));
  await app.register(
    metricsRoutes(ctx, metrics, { openNotificationStreams: () => notificationStreams.size }),
  );
  await app.register(instituteRoutes(ctx));
  await app.register(catalogueRoutes(ctx));
  await app.register(
    mediaRoutes(ctx, (request, courseIds) =>
      roomMediaAudience(ctx, () => requireStudent(auth, ctx.db, request), courseIds),
    ),
  );

  await serveConsole(app, options.consoleDir ?? (ctx.config.serveWeb ? consoleDistDir : null));
  await serveWeb(
    app,
    options.webDir ?? (ctx.config.serveWeb ? webDistDir : null),
    options.webPainterEntry ?? (options.webDir ? null : webPainterEntry),
  );

  app.addHook('onReady', async () => {
    await ctx.jobs.start(app.log);
    await ctx.roomRecords.start();
    lifecycle.phase = 'serving';
  });
  app.addHook('preClose', async () => {
    lifecycle.phase = 'draining';
    await ctx.jobs.stop();
    await ctx.roomRecords.stop();
  });

  return app;
}
