import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Enrolled, enrolledStudent } from '../test/journey';
import { ORIGIN, clientAddress } from '../test/students';
import { type TestApp, createTestApp } from '../test/test-app';
import { OTHER_PROGRAM, OWN_PROGRAM, type Owner, type Records, studentWithRecords } from './records';
import { type RegisteredRoute, STAFF_API, collectRoutes, paramsOf, routeName } from './route-list';

type Call = { url: string; payload?: unknown };
/** The request for the owner's record, made from their ids. */
type MakeCall = (r: Records, t: TestApp) => Call | Promise<Call>;

/** A record of one student's, asked for by another. */
type Private = {
  call: MakeCall;
  /** What another student gets; 404 unless the API documents otherwise. */
  other?: 403 | 404;
  /**
   * What a student of the same program gets: by default as another student, but a thread or a live
   * session is the program's, and a classmate may not change another's post (documented 403).
   */
  classmate?: number;
} & (
  | {
      /** What the owner gets with the same call: proof that the id is real. */
      own: number;
    }
  | { own: null; why: string }
);

/** A route with an id that anyone may call, and why. */
type Public = { public: string; call: MakeCall; visitor: number };

const json = (url: string, payload: unknown = {}): Call => ({ url, payload });
const sub = (r: Records) => `subscription=${r.subscription}`;

/** Every route whose path takes an id; a route registered with one that is not here fails the suite. */
const MATRIX: Record<string, Private | Public> = {
  'GET /api/v1/files/:id/': { call: (r) => ({ url: `/api/v1/files/${r.file}/` }), own: 200 },
  'GET /api/v1/student/documents/:id/template/': {
    call: (r) => ({ url: `/api/v1/student/documents/${r.studentDocument}/template/` }),
    own: 200,
  },
  'POST /api/v1/student/documents/:id/sign/': {
    call: (r) =>
      json(`/api/v1/student/documents/${r.studentDocument}/sign/`, {
        full_name: 'Test Student',
        consent: true,
      }),
    // this app signs on DocuSign, so the built-in signature is refused to the owner too
    own: 400,
  },
  'POST /api/v1/student/documents/:id/signing-session/': {
    call: (r) => json(`/api/v1/student/documents/${r.studentDocument}/signing-session/`),
    own: null,
    why: 'the owner would be sent on to DocuSign, which this suite does not stand in for',
  },
  'GET /api/v1/student/documents/:id/signing-complete/': {
    call: (r) => ({ url: `/api/v1/student/documents/${r.studentDocument}/signing-complete/` }),
    own: 302,
  },
  'PATCH /api/v1/students/:profileId/': { call: (r) => json(`/api/v1/students/${r.profile}/`), own: 400 },
  'GET /api/v1/subscriptions/:id/': {
    call: (r) => ({ url: `/api/v1/subscriptions/${r.subscription}/` }),
    own: 200,
  },
  'GET /api/v1/sections/:id/': {
    call: (r) => ({ url: `/api/v1/sections/${r.section}/?course=${r.course}&${sub(r)}` }),
    own: 200,
  },
  'GET /api/v1/contents/:id/': {
    call: (r) => ({ url: `/api/v1/contents/${r.content.lesson}/?${sub(r)}` }),
    own: 200,
  },
  'GET /api/v1/contents/:id/view/': {
    call: (r) => ({ url: `/api/v1/contents/${r.content.lesson}/view/?${sub(r)}` }),
    own: 200,
  },
  'GET /api/v1/contents/:id/pdf/': {
    call: (r) => ({ url: `/api/v1/contents/${r.content.document}/pdf/?${sub(r)}` }),
    own: 200,
  },
  'POST /api/v1/contents/:id/submissions/': {
    call: (r) =>
      json(`/api/v1/contents/${r.content.assignment}/submissions/`, {
        subscription: r.subscription,
        text: 'My work.',
      }),
    // the owner's work is graded (the program passed): it can no longer be changed
    own: 409,
  },
  'GET /api/v1/contents/:id/practice-entries/': {
    call: (r) => ({
      url: `/api/v1/contents/${r.content.practiceLog}/practice-entries/?subscription=${r.subscription}`,
    }),
    own: 200,
  },
  'POST /api/v1/contents/:id/practice-entries/': {
    call: (r) =>
      json(`/api/v1/contents/${r.content.practiceLog}/practice-entries/`, {
        subscription: r.subscription,
        date: '2026-01-06',
        duration_minutes: 20,
        note: 'Practised again.',
      }),
    own: 201,
  },
  'PATCH /api/v1/practice-entries/:id/': {
    call: (r) =>
      json(`/api/v1/practice-entries/${r.practiceEntries.edit}/`, {
        date: '2026-01-05',
        duration_minutes: 45,
        note: 'Sorted my downloads into folders.',
      }),
    own: 200,
  },
  'DELETE /api/v1/practice-entries/:id/': {
    call: (r) => ({ url: `/api/v1/practice-entries/${r.practiceEntries.remove}/` }),
    own: 204,
  },
  'GET /api/v1/support/:id/': {
    call: (r) => ({ url: `/api/v1/support/${r.supportRequest}/` }),
    own: 200,
  },
  'PATCH /api/v1/subscriptions/:id/current-content/': {
    call: (r) =>
      json(`/api/v1/subscriptions/${r.subscription}/current-content/`, { content: r.content.lesson }),
    own: 200,
  },
  'GET /api/v1/quizzes/:id/': { call: (r) => ({ url: `/api/v1/quizzes/${r.quizAttempt}/` }), own: 200 },
  'PATCH /api/v1/quizzes/:id/': {
    call: (r) => json(`/api/v1/quizzes/${r.quizAttempt}/`, { answers: [] }),
    // the attempt was submitted when the program was finished
    own: 400,
  },
  'GET /api/v1/quiz-attempts/:id/': {
    call: (r) => ({ url: `/api/v1/quiz-attempts/${r.quizAttempt}/` }),
    own: 200,
  },
  'GET /api/v1/subscriptions/:id/gpa-score/': {
    call: (r) => ({ url: `/api/v1/subscriptions/${r.subscription}/gpa-score/` }),
    own: 200,
  },
  'GET /api/v1/transcripts/:id/': {
    call: (r) => ({ url: `/api/v1/transcripts/${r.subscription}/` }),
    own: 200,
  },
  'GET /api/v1/subscriptions/:id/certificate/': {
    call: (r) => ({ url: `/api/v1/subscriptions/${r.subscription}/certificate/` }),
    own: 200,
  },
  'GET /api/v1/certificates/:id/': {
    call: (r) => ({ url: `/api/v1/certificates/${r.certificate}/` }),
    own: 200,
  },
  'GET /api/v1/certificates/:id/pdf/': {
    call: (r) => ({ url: `/api/v1/certificates/${r.certificate}/pdf/` }),
    own: 200,
  },
  'GET /api/v1/graduates/:id/revoked-reason/': {
    call: (r) => ({ url: `/api/v1/graduates/${r.certificate}/revoked-reason/` }),
    own: 200,
  },
  'GET /api/v1/certificates/verify/:code/': {
    public: 'an employer checks a certificate by the code printed on it, without an account',
    call: (r) => ({ url: `/api/v1/certificates/verify/${r.certificateCode}/` }),
    visitor: 200,
  },
  'PATCH /api/v1/notifications/:id/update-read-status/': {
    call: (r) => json(`/api/v1/notifications/${r.notification}/update-read-status/`, { is_read: true }),
    own: 200,
  },
  'GET /api/v1/live-sessions/:id/': {
    classmate: 200,
    call: (r) => ({ url: `/api/v1/live-sessions/${r.liveSession}/` }),
    own: 200,
  },
  'POST /api/v1/live-sessions/:id/join/': {
    classmate: 200,
    call: (r) => json(`/api/v1/live-sessions/${r.liveSession}/join/`),
    own: 200,
  },
  'GET /api/v1/live-sessions/:id/calendar.ics': {
    classmate: 200,
    call: (r) => ({ url: `/api/v1/live-sessions/${r.liveSession}/calendar.ics` }),
    own: 200,
  },
  'GET /api/v1/forum/threads/:id/': {
    call: (r) => ({ url: `/api/v1/forum/threads/${r.thread}/` }),
    classmate: 200,
    own: 200,
  },
  'POST /api/v1/forum/threads/:id/posts/': {
    classmate: 201,
    call: (r) => json(`/api/v1/forum/threads/${r.thread}/posts/`, { body: 'Count me in.' }),
    own: 201,
  },
  'PATCH /api/v1/forum/posts/:id/': {
    call: (r) => json(`/api/v1/forum/posts/${r.posts.edit}/`, { body: 'Tuesday or Wednesday.' }),
    classmate: 403,
    own: 200,
  },
  'DELETE /api/v1/forum/posts/:id/': {
    call: (r) => ({ url: `/api/v1/forum/posts/${r.posts.remove}/` }),
    classmate: 403,
    own: 200,
  },
  'GET /api/v1/tutor/conversations/:subscription_id/': {
    call: (r) => ({ url: `/api/v1/tutor/conversations/${r.subscription}/` }),
    own: 200,
  },
  'POST /api/v1/tutor/conversations/:subscription_id/ask/': {
    call: (r) =>
      json(`/api/v1/tutor/conversations/${r.subscription}/ask/`, {
        question: 'How do I spot a phishing email?',
      }),
    own: 200,
  },
  'DELETE /api/v1/tutor/conversations/:subscription_id/': {
    call: (r) => ({ url: `/api/v1/tutor/conversations/${r.subscription}/` }),
    own: 204,
  },
  'GET /api/v1/subscriptions/:id/payment-status/': {
    call: (r) => ({ url: `/api/v1/subscriptions/${r.paidSubscription}/payment-status/` }),
    own: 200,
  },
  'GET /api/v1/subscriptions/:id/upcoming-installment/': {
    call: (r) => ({ url: `/api/v1/subscriptions/${r.paidSubscription}/upcoming-installment/` }),
    own: 200,
  },
  'GET /api/v1/payments/paid-to-school/:id/': {
    call: (r) => ({ url: `/api/v1/payments/paid-to-school/${r.schoolRequest}/` }),
    own: 200,
  },
  'GET /api/v1/payments/:id/receipt/': {
    call: (r) => ({ url: `/api/v1/payments/${r.payment}/receipt/` }),
    own: 200,
  },
  'GET /api/v1/courses/:id/': {
    public: "the catalogue: a program's page is shown to visitors before they sign up",
    call: (r) => ({ url: `/api/v1/courses/${r.course}/` }),
    visitor: 200,
  },
  'GET /api/v1/courses/slug/:slug/': {
    public: "the catalogue: a program's page is shown to visitors before they sign up",
    call: () => ({ url: `/api/v1/courses/slug/${OWN_PROGRAM}/` }),
    visitor: 200,
  },
  'GET /api/v1/media/:key': {
    public:
      "the institute's and programs' published images and free programs' videos and captions, named by a hash of their content; a paid program's room videos and captions answer only its students (room-media.test.ts)",
    call: async (_r, t) => ({
      url: (await t.app.inject({ method: 'GET', url: '/api/v1/site-config/' })).json().logo as string,
    }),
    visitor: 200,
  },
  'GET /sandbox/interac/:id': {
    public: "the sandbox's stand-in for a bank's page, reached by the payment link's unguessable id",
    call: () => ({ url: '/sandbox/interac/ilk_sandbox_unknown' }),
    visitor: 404,
  },
  'POST /sandbox/interac/:id': {
    public: "the sandbox's stand-in for a bank's page, reached by the payment link's unguessable id",
    call: () => json('/sandbox/interac/ilk_sandbox_unknown', { decision: 'approve', bank: 'CIBC' }),
    visitor: 404,
  },
  'GET /dev/outbox/:id': {
    public:
      'the sandbox mail outbox, registered only when no mail server is set, and answered only to this ' +
      'machine: a visitor from elsewhere gets 404',
    call: () => ({ url: '/dev/outbox/1' }),
    visitor: 404,
  },
};

const isPublic = (entry: Private | Public): entry is Public => 'public' in entry;

/**
 * Ids that travel in a body or a query string instead of the path: another student's, sent by a
 * student (`mine`: their own document, to which the other's file is attached). Written by hand.
 */
const IDS_IN_REQUESTS: [string, (r: Records, mine: { document: number }) => Call, number][] = [
  ['GET /api/v1/sections/', (r) => ({ url: `/api/v1/sections/?course=${r.course}&${sub(r)}` }), 404],
  ['GET /api/v1/quizzes/', (r) => ({ url: `/api/v1/quizzes/?content=${r.content.quiz}&${sub(r)}` }), 404],
  [
    'POST /api/v1/quizzes/',
    (r) => json('/api/v1/quizzes/', { content: r.content.quiz, subscription: r.subscription }),
    404,
  ],
  [
    'POST /api/v1/transcripts/download/',
    (r) => json('/api/v1/transcripts/download/', { subscription_id: r.subscription }),
    404,
  ],
  [
    'POST /api/v1/payments/paid-to-school/',
    (r) => json('/api/v1/payments/paid-to-school/', { subscription_id: r.paidSubscription }),
    404,
  ],
  [
    'POST /api/v1/payments/installment/',
    (r) =>
      json('/api/v1/payments/installment/', {
        subscription: r.paidSubscription,
        payment_method_id: 'pm_sandbox_unknown',
      }),
    404,
  ],
  [
    'PATCH /api/v1/student/documents/ (their document)',
    (r) => json('/api/v1/student/documents/', [{ id: r.studentDocument, document: null }]),
    404,
  ],
  [
    "PATCH /api/v1/student/documents/ (the other's file on one's own document)",
    (r, mine) => json('/api/v1/student/documents/', [{ id: mine.document, document: r.file }]),
    400,
  ],
];

let t: TestApp;
let routes: RegisteredRoute[];
let owner: Owner;
let other: Enrolled;
let classmate: Enrolled;
/** A document of the other student's own, which takes an uploaded file. */
let otherDocument: number;

beforeAll(async () => {
  const collected = collectRoutes();
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  t = await createTestApp({
    demo: true,
    build: { onRoute: collected.onRoute },
    // DocuSign configured, so its signing routes are registered and covered too; never reached here
    env: {
      DOCUSIGN_INTEGRATION_KEY: 'integration-1',
      DOCUSIGN_USER_ID: 'user-1',
      DOCUSIGN_ACCOUNT_ID: 'acct-1',
      DOCUSIGN_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      DOCUSIGN_BASE_PATH: 'http://127.0.0.1:9/restapi',
      DOCUSIGN_OAUTH_BASE: 'http://127.0.0.1:9',
    },
  });
  routes = collected.routes();
  owner = await studentWithRecords(t, 'owner@example.ca');
  other = await enrolledStudent(t, 'other@example.ca', OTHER_PROGRAM);
  classmate = await enrolledStudent(t, 'classmate@example.ca', OWN_PROGRAM);
  const documents = (
    await t.app.inject({
      method: 'GET',
      url: '/api/v1/student/documents/',
      headers: { cookie: other.cookie },
    })
  ).json() as { id: number; global_document: { document_type: string } }[];
  otherDocument = documents.find((d) => d.global_document.document_type === 'other')!.id;
}, 180_000);

// the staff's routes have a matrix of their own, role by role (staff-matrix.test.ts)
const withIds = () => routes.filter((r) => paramsOf(r.path).length > 0 && !r.path.startsWith(STAFF_API));
const covered = new Set<string>();

afterAll(async () => {
  const publicCount = [...covered].filter((name) => isPublic(MATRIX[name]!)).length;
  console.log(
    `security matrix: ${withIds().length} routes with ids, ${covered.size} covered ` +
      `(${covered.size - publicCount} private, ${publicCount} public)`,
  );
  await t?.close();
});

async function ask(method: string, call: Call, cookie: string | null) {
  return t.app.inject({
    method: method as 'GET',
    url: call.url,
    headers: {
      origin: ORIGIN,
      'x-forwarded-for': clientAddress(),
      ...(cookie ? { cookie } : {}),
    },
    ...(call.payload === undefined ? {} : { payload: call.payload as object }),
  });
}

describe('the security matrix', () => {
  it('has an entry for every registered route that takes an id, and none for a route that is gone', () => {
    const names = new Set(withIds().map(routeName));
    expect(names.size).toBeGreaterThan(30);
    expect(
      [...names].filter((n) => !(n in MATRIX)),
      'routes with an id missing from MATRIX',
    ).toEqual([]);
    expect(
      Object.keys(MATRIX).filter((n) => !names.has(n)),
      'MATRIX entries for no route',
    ).toEqual([]);
  });

  it.each(Object.entries(MATRIX).filter(([, e]) => !isPublic(e)) as [string, Private][])(
    '%s: another student 404, no session 401',
    async (name, entry) => {
      const [method] = name.split(' ') as [string];
      const call = await entry.call(owner.records, t);

      const anonymous = await ask(method, call, null);
      expect(anonymous.statusCode, `${name} without a session: ${anonymous.body}`).toBe(401);
      const stranger = await ask(method, call, other.cookie);
      expect(stranger.statusCode, `${name} by another student: ${stranger.body}`).toBe(entry.other ?? 404);
      if (method === 'GET') {
        const head = await ask('HEAD', call, other.cookie);
        expect(head.statusCode, `HEAD of ${name} by another student`).toBe(entry.other ?? 404);
      }
      const neighbour = await ask(method, call, classmate.cookie);
      expect(neighbour.statusCode, `${name} by a student of the same program: ${neighbour.body}`).toBe(
        entry.classmate ?? entry.other ?? 404,
      );
      if (entry.own !== null) {
        const own = await ask(method, call, owner.student.cookie);
        expect(own.statusCode, `${name} by its owner: ${own.body.slice(0, 500)}`).toBe(entry.own);
      }
      covered.add(name);
    },
  );

  it.each(IDS_IN_REQUESTS)('%s with the ids of another student', async (name, call, status) => {
    const [method] = name.split(' ') as [string];
    const request = call(owner.records, { document: otherDocument });
    expect((await ask(method, request, null)).statusCode, `${name} without a session`).toBe(401);
    const res = await ask(method, request, other.cookie);
    expect(res.statusCode, `${name}: ${res.body}`).toBe(status);
  });

  it.each(Object.entries(MATRIX).filter(([, e]) => isPublic(e)) as [string, Public][])(
    '%s: public',
    async (name, entry) => {
      const [method] = name.split(' ') as [string];
      const res = await ask(method, await entry.call(owner.records, t), null);
      expect(res.statusCode, `${name} by a visitor: ${res.body.slice(0, 500)}`).toBe(entry.visitor);
      covered.add(name);
    },
  );
});
