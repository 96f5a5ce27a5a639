import { randomUUID } from 'node:crypto';
import { PAYMENT_MESSAGES } from '@portal/contract';
import { PROFILE, type Student } from './students';

type Answer = { status: number; body: unknown };

/**
 * One write as the client saw it: acknowledged (2xx), refused (another status), unknown (no answer:
 * the portal was killed with it in flight, or before it arrived) or, for a resent payment, given up
 * (the reconciliation failed it as never seen by the gateway: nothing was charged).
 */
export type Write = {
  lane: 'profile' | 'quiz' | 'payment';
  value: string;
  outcome: 'acknowledged' | 'refused' | 'unknown' | 'given up';
  status?: number;
  /** What an acknowledged payment recorded. */
  payment?: { id: number; amount: number };
  /** A payment sent again after the restart, with the same idempotency key, as a client retries. */
  resent?: boolean;
  send: () => Promise<Answer>;
};

/** Every write made for one student, lane by lane in the order each lane sent them, across cycles. */
export type Ledger = { student: Student; writes: Write[]; counter: number };

export const ledgerOf = (student: Student): Ledger => ({ student, writes: [], counter: 0 });

const LANES = ['profile', 'quiz', 'payment'] as const;

/** The next write of a lane, or null when the lane has nothing more to write. */
function nextWrite(ledger: Ledger, lane: Write['lane']): Write | null {
  const { student } = ledger;
  const { client, quiz } = student;
  const n = ++ledger.counter;
  const write = (value: string, send: () => Promise<Answer>): Write => ({
    lane,
    value,
    outcome: 'unknown',
    send,
  });
  if (lane === 'profile') {
    const value = `${n} Eglinton Ave E`;
    return write(value, () =>
      client.call('PATCH', '/api/v1/student/profile/', { ...PROFILE, address: value }),
    );
  }
  if (lane === 'quiz') {
    // two answers in one request are saved in one transaction: they are found together or not at all
    const option = quiz.options[n % quiz.options.length]!;
    return write(`answer ${n}|${option}`, () =>
      client.call('PATCH', `/api/v1/quizzes/${quiz.id}/`, {
        answers: [
          { question: quiz.written, subjective_answer: `answer ${n}` },
          { question: quiz.choice, mcq_answer: String(option) },
        ],
      }),
    );
  }
  const target = student.payments[student.paid];
  if (!target) return null;
  // the web client's key: one per attempt, so that a resent request charges once
  const key = randomUUID();
  const body = {
    payment_method_id: student.paymentMethod,
    subscription: target.subscription,
    save_card: false,
    ...target.extra,
  };
  return write(`${target.path}:${target.subscription}`, () =>
    client.call('POST', `/api/v1/payments/${target.path}/`, body, { 'idempotency-key': key }),
  );
}

/** Records the answer; answers whether the lane may go on. */
function record(ledger: Ledger, write: Write, answer: Answer): boolean {
  write.status = answer.status;
  // a proxy's own answer for a process that died with the request: the portal gave none
  if (answer.status === 502 || answer.status === 504) return false;
  write.outcome = answer.status >= 200 && answer.status < 300 ? 'acknowledged' : 'refused';
  if (write.lane === 'payment' && write.outcome === 'acknowledged') {
    const body = answer.body as { payment_id: number; status: string; amount: number };
    if (body.status !== 'complete') write.outcome = 'refused';
    else {
      write.payment = { id: body.payment_id, amount: body.amount };
      ledger.student.paid++;
    }
  }
  return write.outcome === 'acknowledged';
}

/**
 * Runs one lane per student and kind of write, one request at a time as a browser tab does, until
 * a write gets no answer, a lane has nothing more to write or `stop` is aborted. `acknowledging` settles once every kind
 * of write has been acknowledged at least once (or every lane has ended): the portal is then known to
 * be taking each kind.
 */
export function burst(
  ledgers: Ledger[],
  stop?: AbortSignal,
): { acknowledging: Promise<void>; done: Promise<void> } {
  const waiting = new Set<string>(LANES);
  let acknowledged = () => {};
  const acknowledging = new Promise<void>((resolve) => (acknowledged = resolve));
  const done = Promise.all(
    ledgers.flatMap((ledger) =>
      LANES.map(async (lane) => {
        while (!stop?.aborted) {
          const write = nextWrite(ledger, lane);
          if (!write) return;
          ledger.writes.push(write);
          const answer = await write.send().catch(() => null);
          if (!answer || !record(ledger, write, answer)) return;
          waiting.delete(lane);
          if (waiting.size === 0) acknowledged();
        }
      }),
    ),
  ).then(acknowledged);
  return { acknowledging, done };
}

/**
 * After the restart, each payment that got no answer is sent again with its idempotency key, as the
 * web client retries: whether or not the first one reached the portal or the gateway, it must come
 * back complete and be charged once, or be given up uncharged.
 */
export async function resendUnanswered(ledgers: Ledger[]): Promise<string[]> {
  const problems: string[] = [];
  const resend = async (ledger: Ledger) => {
    const last = ledger.writes.findLast((w) => w.lane === 'payment');
    if (last?.outcome !== 'unknown') return;
    const again: Write = { ...last, resent: true };
    ledger.writes.push(again);
    const answer = await again.send().catch((error: Error) => ({ status: 0, body: error.message }));
    // given up by the reconciliation as never seen by the gateway: nothing was charged, and the
    // student is asked to pay again, with a new key
    const givenUp =
      (answer.body as { status?: string; error?: string }).error === PAYMENT_MESSAGES.interrupted;
    if (record(ledger, again, answer)) return;
    if (givenUp) again.outcome = 'given up';
    else
      problems.push(
        `${ledger.student.email} ${last.value} resent: ${answer.status} ${JSON.stringify(answer.body)}`,
      );
  };
  await Promise.all(ledgers.map(resend));
  return problems;
}

/** What may be stored after kills: the last acknowledged value, or one sent after it. */
function allowedValues(writes: Write[], before: string): Set<string> {
  const lastAcknowledged = writes.findLastIndex((w) => w.outcome === 'acknowledged');
  const since = lastAcknowledged < 0 ? writes : writes.slice(lastAcknowledged);
  return new Set([...(lastAcknowledged < 0 ? [before] : []), ...since.map((w) => w.value)]);
}

export type Findings = { acknowledged: number; lost: string[]; refused: string[] };

type PaymentRecord = {
  id: number;
  subscription: number;
  payment_type: string;
  installment_number: number | null;
  amount: number;
  status: string;
};

/** Reads every acknowledged write of the ledgers back through the API. */
export async function checkLedgers(ledgers: Ledger[], url: string): Promise<Findings> {
  const findings: Findings = { acknowledged: 0, lost: [], refused: [] };
  const check = async ({ student, writes }: Ledger) => {
    const { client, email } = student;
    client.url = url;
    const lane = (name: Write['lane']) => writes.filter((w) => w.lane === name);
    const last = (name: Write['lane']) => lane(name).findLast((w) => w.outcome === 'acknowledged')?.value;
    findings.acknowledged += writes.filter((w) => w.outcome === 'acknowledged').length;
    for (const w of writes.filter((w) => w.outcome === 'refused'))
      findings.refused.push(`${email} ${w.lane} ${w.value}: ${w.status}`);

    const address = (await client.read('/api/v1/student/profile/')).address as string;
    if (!allowedValues(lane('profile'), PROFILE.address).has(address))
      findings.lost.push(`${email} profile: "${address}" stored, "${last('profile')}" acknowledged last`);

    const attempt = await client.read(`/api/v1/quizzes/${student.quiz.id}/`);
    const answers = attempt.answers as {
      question: { id: number };
      mcq_answer: string;
      subjective_answer: string;
    }[];
    const answerOf = (question: number) => answers.find((a) => a.question.id === question)!;
    const stored = `${answerOf(student.quiz.written).subjective_answer}|${answerOf(student.quiz.choice).mcq_answer}`;
    if (!allowedValues(lane('quiz'), `setup|${student.quiz.options[0]}`).has(stored))
      findings.lost.push(`${email} quiz: "${stored}" stored, "${last('quiz')}" acknowledged last`);

    const history: PaymentRecord[] = (await client.read('/api/v1/payments/')).results;
    for (const w of lane('payment').filter((w) => w.payment)) {
      const found = history.filter((p) => p.id === w.payment!.id);
      if (found.length !== 1 || found[0]!.status !== 'complete' || found[0]!.amount !== w.payment!.amount)
        findings.lost.push(`${email} payment ${w.payment!.id} (${w.value}): ${JSON.stringify(found)}`);
    }
    // what is left to pay, as the student's page reads it: a payment that got no answer may be paid
    const targets = new Set(student.payments.map((p) => p.subscription));
    student.paid = history.filter((p) => p.status === 'complete' && targets.has(p.subscription)).length;
    const completed = new Map<string, number>();
    for (const p of history.filter((p) => p.status === 'complete')) {
      const what = `${p.subscription}:${p.payment_type}:${p.installment_number ?? '-'}`;
      completed.set(what, (completed.get(what) ?? 0) + 1);
    }
    for (const [what, times] of completed)
      if (times > 1) findings.lost.push(`${email} paid ${what} ${times} times`);
  };
  await Promise.all(ledgers.map(check));
  return findings;
}
