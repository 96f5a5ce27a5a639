import { randomUUID } from 'node:crypto';

export const PASSWORD = 'maple leaf 2026';
export const FREE_PROGRAM = 'digital-literacy-essentials';
const QUIZ = 'Check-in: computer basics';

/** The answer of one call, or the error when none came back (the portal was killed). */
export type Answer = { status: number; body: unknown };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/** A browser of one student: their session cookie and an address of their own. */
export class Client {
  cookie = '';
  constructor(
    public url: string,
    readonly address: string,
  ) {}

  async call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(`${this.url}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        origin: this.url,
        'x-forwarded-for': this.address,
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
    if (cookies.length > 0) this.cookie = cookies.join('; ');
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // an HTML page or an empty answer
    }
    return { status: res.status, body: parsed as Json };
  }

  /** A read that must answer 200; one retry covers a connection the killed process left in the pool. */
  async read(path: string): Promise<Json> {
    const once = () => this.call('GET', path);
    const res = await once().catch(() => once());
    if (res.status !== 200)
      throw new Error(`GET ${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body;
  }

  async write(method: string, path: string, body?: unknown): Promise<Json> {
    const res = await this.call(method, path, body);
    if (res.status < 200 || res.status >= 300)
      throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body;
  }
}

/** The mail kept, newest first, read as the school reads the outbox: from this machine, not the student's address. */
export async function outbox(url: string, email?: string): Promise<Json[]> {
  const res = await fetch(`${url}/api/dev/outbox${email ? `?to=${encodeURIComponent(email)}` : ''}`);
  if (res.status !== 200) throw new Error(`GET /api/dev/outbox answered ${res.status}`);
  return ((await res.json()) as { results: Json[] }).results;
}

/** The mail kept for `email`. */
export const inbox = (url: string, email: string): Promise<Json[]> => outbox(url, email);

/** The verification link of the student's sign-up mail in the outbox: it leaves by background work, a moment after the answer. */
async function outboxLink(url: string, email: string): Promise<string> {
  let mail: Json;
  for (const deadline = Date.now() + 10_000; !mail && Date.now() < deadline;) {
    mail = (await inbox(url, email))[0];
    if (!mail) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return (mail.links as string[]).find((l) => new URL(l).pathname === '/auth/verify')!;
}

/** The demo programs a student of the fault tests uses, read once from the catalogue. */
export type Catalogue = {
  free: { id: number };
  /** A program paid by a registration fee and instalments: its plan with the most instalments. */
  plan: { id: number; planId: number; installments: number };
  /** Programs paid in full, without a trial. */
  full: { id: number; slug: string; price: number }[];
};

type Course = {
  id: number;
  slug: string;
  price: number;
  is_course_free: boolean;
  is_trial: boolean;
  is_cohort: boolean;
  payment_plans: { id: number; installments: unknown[] }[];
};

export async function readCatalogue(url: string): Promise<Catalogue> {
  const courses: Course[] = (await new Client(url, '198.18.0.1').read('/api/v1/courses/?limit=100')).results;
  const planned = courses.find((c) => c.payment_plans.length > 0)!;
  const plan = [...planned.payment_plans].sort((a, b) => b.installments.length - a.installments.length)[0]!;
  return {
    free: { id: courses.find((c) => c.slug === FREE_PROGRAM)!.id },
    plan: { id: planned.id, planId: plan.id, installments: plan.installments.length },
    full: courses
      .filter((c) => !c.is_course_free && !c.is_trial && !c.is_cohort && c.payment_plans.length === 0)
      .map((c) => ({ id: c.id, slug: c.slug, price: c.price })),
  };
}

/** One payment a student can make, in the order the payment writes go through them. */
export type PaymentTarget = { path: string; subscription: number; extra: Record<string, number> };

export type Student = {
  email: string;
  client: Client;
  /** The open attempt at the free program's first quiz, with a written and a single-choice question. */
  quiz: { id: number; written: number; choice: number; options: number[] };
  /** The plan's registration fee and instalments, then the programs paid in full. */
  payments: PaymentTarget[];
  /** How many of `payments` are paid. */
  paid: number;
  /** Subscriptions paid in full, for a test of its own. */
  full: { subscription: number; price: number }[];
  paymentMethod: string;
};

let addresses = 0;
/** An address from the range set aside for testing (198.18.0.0/15), one per student of the run. */
function nextAddress() {
  addresses++;
  return `198.${18 + ((addresses >> 16) & 1)}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

export const PROFILE = {
  first_name: 'Amira',
  last_name: 'Haddad',
  date_of_birth: '2001-05-14',
  sin_number: '046 454 286',
  address: 'setup',
  city: 'Toronto',
  province: 'ON',
  postal_code: 'M4P 1E2',
  country: 'Canada',
  phone: '416-555-0199',
  student_handbook: true,
  terms_condition: true,
};

async function subscribe(client: Client, course: number, email: string): Promise<Json> {
  return client.write('POST', '/api/v1/subscriptions/', { course, student_email: email });
}

/**
 * A student made as a browser makes one: signs up, follows the mailed link, subscribes to the free
 * program and reaches its first quiz, subscribes to the paid programs, saves a profile and a card.
 */
export async function makeStudent(
  url: string,
  catalogue: Catalogue,
  label: string,
  verificationLink: (email: string) => Promise<string> = (email) => outboxLink(url, email),
): Promise<Student> {
  const email = `${label}-${randomUUID().slice(0, 8)}@example.com`;
  const client = new Client(url, nextAddress());
  await client.write('POST', '/api/auth/sign-up/email', {
    name: 'Amira Haddad',
    first_name: 'Amira',
    last_name: 'Haddad',
    email,
    password: PASSWORD,
    language: 'en',
  });
  const link = await verificationLink(email);
  const token = new URL(link).searchParams.get('token')!;
  const verified = await client.call('GET', `/api/auth/verify-email?token=${encodeURIComponent(token)}`);
  if (verified.status >= 400 || !client.cookie) throw new Error(`verification failed: ${verified.status}`);

  const free = (await subscribe(client, catalogue.free.id, email)).id as number;
  const items: { id: number; name: string; content_type: string }[] = (
    await client.read(`/api/v1/sections/?course=${catalogue.free.id}`)
  ).results.flatMap((s: { contents: unknown[] }) => s.contents);
  const quizItem = items.find((i) => i.name === QUIZ)!;
  for (const item of items.slice(0, items.indexOf(quizItem)))
    await client.read(`/api/v1/contents/${item.id}/view/?subscription=${free}`);
  const attempt = await client.write('POST', '/api/v1/quizzes/', {
    content: quizItem.id,
    subscription: free,
  });
  const questions = (
    attempt.answers as {
      question: { id: number; question_type: string; multiple: boolean; options: { id: number }[] };
    }[]
  ).map((a) => a.question);
  const choice = questions.find((q) => q.question_type === 'mcq' && !q.multiple)!;
  const quiz = {
    id: attempt.id as number,
    written: questions.find((q) => q.question_type === 'subjective')!.id,
    choice: choice.id,
    options: choice.options.map((o) => o.id),
  };

  const plan = (await subscribe(client, catalogue.plan.id, email)).id as number;
  const full: Student['full'] = [];
  for (const course of catalogue.full)
    full.push({ subscription: (await subscribe(client, course.id, email)).id, price: course.price });
  const payments: PaymentTarget[] = [
    { path: 'registration-fee', subscription: plan, extra: { payment_plan: catalogue.plan.planId } },
    ...Array.from({ length: catalogue.plan.installments }, () => ({
      path: 'installment',
      subscription: plan,
      extra: {},
    })),
    ...full.map((f) => ({ path: 'full-payment', subscription: f.subscription, extra: {} })),
  ];
  const card = await client.write('POST', '/api/sandbox/payment-methods', {
    number: '4242424242424242',
    exp_month: 12,
    exp_year: 2035,
    cvc: '123',
  });
  await client.write('PATCH', '/api/v1/student/profile/', PROFILE);
  await client.write('PATCH', `/api/v1/quizzes/${quiz.id}/`, {
    answers: [
      { question: quiz.written, subjective_answer: 'setup' },
      { question: quiz.choice, mcq_answer: String(quiz.options[0]) },
    ],
  });
  return { email, client, quiz, payments, paid: 0, full, paymentMethod: card.id };
}
