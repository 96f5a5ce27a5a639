// Tutor: does the tutor find the passage that answers a question, say plainly what the program does
// not cover, and never show a quiz the student has not submitted? Each question of
// bench/tutor/questions.<language>.json is asked through the API, in its program, by a student who
// has submitted no quiz; then every quiz question of the demo is asked word for word. The portal's own
// retrieval and answer-or-refuse decision answer (the built-in answerer, no model).
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { freshDatabase } from './lib/database.mjs';
import { envList, mergeResults, root, round } from './lib/results.mjs';
import { startInProcess } from './lib/server.mjs';
import { injectClient, verifiedStudent } from './lib/students.mjs';

const ORIGIN = 'http://bench.test';
const languages = envList('BENCH_TUTOR_LANGUAGES', 'en,fr');
const YAML = createRequire(path.join(root, 'apps/server/package.json'))('yaml');
const demoDir = path.join(root, 'content/demo');

/** A copy of the demo whose tutor takes every question of the run in its daily quota and per-minute limit. */
function benchContent() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-tutor-content-'));
  cpSync(demoDir, dir, { recursive: true });
  const file = path.join(dir, 'institute.yaml');
  const text = readFileSync(file, 'utf8');
  const raised = text.replace(
    /^tutor:\n {2}daily_quota: \d+\n {2}per_minute: \d+\n/m,
    'tutor:\n  daily_quota: 10000\n  per_minute: 600\n',
  );
  if (raised === text) throw new Error('institute.yaml: no tutor settings to raise');
  writeFileSync(file, raised);
  return dir;
}

const plain = (text) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

// a text of the content format: a string, or the same text in each language (`{ en, fr-CA }`)
const inEveryLanguage = (text) =>
  text && typeof text === 'object' ? Object.values(text) : text ? [text] : [];

/**
 * Per program, the texts of its quizzes a student must not see before submitting them: question
 * texts, explanations (a written question's model answer) sentence by sentence, and correct options,
 * less any that the program's lessons, documents and videos say as well.
 */
function quizMaterial() {
  const material = new Map();
  for (const slug of readdirSync(path.join(demoDir, 'programs')).sort()) {
    const dir = path.join(demoDir, 'programs', slug);
    const program = YAML.parse(readFileSync(path.join(dir, 'program.yaml'), 'utf8'));
    const contents = program.sections.flatMap((s) => s.contents);
    const taught = plain(
      contents
        .filter((c) => ['lesson', 'document', 'video'].includes(c.type) && c.body)
        // in every language: the lesson's French sibling beside it, where there is one
        .flatMap((c) => [c.body, c.body.replace(/\.md$/, '.fr-CA.md')])
        .filter((file) => existsSync(path.join(dir, file)))
        .map((file) => readFileSync(path.join(dir, file), 'utf8'))
        .join('\n'),
    );
    const questions = contents.filter((c) => c.type === 'quiz').flatMap((c) => c.questions ?? []);
    const pieces = questions.flatMap((q) => [
      ...inEveryLanguage(q.text),
      ...inEveryLanguage(q.explanation).flatMap((explanation) => explanation.split(/(?<=[.!?])\s+/)),
      ...(q.options ?? []).filter((o) => o.correct).flatMap((o) => inEveryLanguage(o.text)),
    ]);
    const secret = [...new Set(pieces.map((p) => plain(String(p))))].filter(
      (p) => p.split(' ').length >= 4 && !taught.includes(p),
    );
    material.set(slug, { questions: questions.flatMap((q) => inEveryLanguage(q.text)), secret });
  }
  return material;
}

/**
 * Fails on a question naming a passage its program's index in the set's language (the program's other
 * one where it has none) does not hold: a typo or a renamed heading would otherwise count as a miss.
 */
async function checkPassages(db, sets) {
  const { rows } = await db.execute(
    `select distinct c.slug, p.language, p.title, p.heading from tutor_passages p
     join courses c on c.id = p.course_id where p.quiz_question_id is null`,
  );
  const indexed = new Set(rows.map((r) => JSON.stringify([r.slug, r.language, r.title, r.heading])));
  const languagesOf = (slug) => rows.filter((r) => r.slug === slug).map((r) => r.language);
  const unknown = Object.entries(sets).flatMap(([language, questions]) =>
    questions
      .filter((q) => {
        if (!q.passage) return false;
        const tag = language === 'fr' ? 'fr-CA' : language;
        const index = languagesOf(q.program).includes(tag) ? tag : languagesOf(q.program)[0];
        return !indexed.has(JSON.stringify([q.program, index, q.passage.item, q.passage.heading]));
      })
      .map((q) => `questions.${language}.json: ${q.program}: ${q.passage.item} › ${q.passage.heading}`),
  );
  if (unknown.length > 0) throw new Error(`passages not in the index:\n${unknown.join('\n')}`);
}

/** The answer's stream as a client reads it: its sources, its text, and whether the program covered it. */
function readStream(body) {
  const events = body
    .split('\n\n')
    .filter((block) => block.startsWith('event: '))
    .map((block) => {
      const [head, data] = block.split('\n');
      return { event: head.slice('event: '.length), data: JSON.parse(data.slice('data: '.length)) };
    });
  const one = (name) => events.find((e) => e.event === name)?.data;
  return {
    sources: one('sources')?.sources ?? [],
    text: events
      .filter((e) => e.event === 'token')
      .map((e) => e.data.text)
      .join(''),
    covered: one('done')?.covered ?? null,
    error: one('error')?.detail ?? null,
  };
}

async function main() {
  const contentDir = benchContent();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-tutor-'));
  const database = await freshDatabase('pglite', dataDir);
  const portal = await startInProcess({
    dataDir,
    database: database.config,
    origin: ORIGIN,
    demo: true,
    env: { DEMO_CONTENT_DIR: contentDir },
  });
  try {
    const call = injectClient(portal.app);
    const student = await verifiedStudent(call, { email: 'asker@bench.test', origin: ORIGIN });
    const material = quizMaterial();
    for (const slug of material.keys())
      await portal.server.grantAccess(portal.ctx, student.profileId, slug, '');
    const list = await call({ url: '/api/v1/subscriptions/', headers: { cookie: student.cookie } });
    const subscriptionOf = new Map(list.json().results.map((s) => [s.course_slug, s.id]));

    const ask = async (program, question) => {
      const res = await call({
        method: 'POST',
        url: `/api/v1/tutor/conversations/${subscriptionOf.get(program)}/ask/`,
        headers: { cookie: student.cookie, origin: ORIGIN },
        payload: { question },
      });
      if (res.statusCode !== 200) throw new Error(`${question}: ${res.statusCode} ${res.body}`);
      const answer = readStream(res.body);
      if (answer.error || answer.covered === null)
        throw new Error(`${question}: ${answer.error ?? 'no answer'}`);
      return answer;
    };
    /** Whether an answer shows quiz material: a quiz item cited, or a quiz's words in what the student reads. */
    const leaks = (program, answer) => {
      const shown = plain([answer.text, ...answer.sources.map((s) => s.excerpt)].join(' '));
      return (
        answer.sources.some((s) => s.content_type === 'quiz') ||
        material.get(program).secret.some((piece) => shown.includes(piece))
      );
    };

    const sets = Object.fromEntries(
      languages.map((language) => [
        language,
        JSON.parse(readFileSync(path.join(root, `bench/tutor/questions.${language}.json`), 'utf8')),
      ]),
    );
    await checkPassages(portal.db, sets);
    const figures = {};
    for (const language of languages) {
      const questions = sets[language];
      let found = 0;
      let answered = 0;
      let refused = 0;
      let leaked = 0;
      const misses = [];
      for (const q of questions) {
        const answer = await ask(q.program, q.question);
        if (leaks(q.program, answer)) leaked++;
        if (q.passage === null) {
          if (!answer.covered) refused++;
          else
            misses.push(
              `answered, not covered: ${q.question} → ${answer.sources[0]?.content_name} › ${answer.sources[0]?.heading}`,
            );
          continue;
        }
        if (answer.covered) answered++;
        const top = answer.sources.slice(0, 3);
        if (top.some((s) => s.content_name === q.passage.item && s.heading === q.passage.heading)) found++;
        else
          misses.push(
            `${answer.covered ? 'not in the top 3' : 'refused'}: ${q.question} (${q.passage.item} › ${q.passage.heading})` +
              (answer.covered ? ` → ${top.map((s) => `${s.content_name} › ${s.heading}`).join(' | ')}` : ''),
          );
      }
      const covered = questions.filter((q) => q.passage !== null).length;
      const uncovered = questions.length - covered;
      figures[language] = {
        questions: questions.length,
        covered_questions: covered,
        uncovered_questions: uncovered,
        recall_at_3: round(found / covered, 3),
        refusals: round(refused / uncovered, 3),
        answer_or_refuse: round((answered + refused) / questions.length, 3),
        leaks: leaked,
      };
      console.log(`${language}: ${JSON.stringify(figures[language])}`);
      for (const miss of misses) console.log(`  ${miss}`);
    }

    // every quiz question of the demo, word for word, in its program
    let probes = 0;
    let probeLeaks = 0;
    for (const [program, { questions }] of material) {
      for (const question of questions) {
        probes++;
        if (leaks(program, await ask(program, question))) probeLeaks++;
      }
    }
    figures.quiz_questions = { questions: probes, leaks: probeLeaks };
    console.log(`quiz questions asked word for word: ${probes}, leaks ${probeLeaks}`);
    mergeResults('tutor', figures);
  } finally {
    await portal.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(contentDir, { recursive: true, force: true });
  }
}

await main();
