import { TUTOR_MESSAGES, type TTutorConversation } from '@portal/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { institute, listOf } from '../../../test/fixtures';
import { jsonResponse, mockApi, requestsTo } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { MICROPHONE_STORAGE_KEY, SPEAKER_STORAGE_KEY } from '../tutor-preferences';
import { conversation, creditSource, quota, sseStream, tutorMessage } from '../tutor-test-data';
import { RoomTutor } from './room-tutor';

const room = '/program-journey/room/personal-support-worker/301/601';
const conversationUrl = '/api/v1/tutor/conversations/301/';
const askUrl = '/api/v1/tutor/conversations/301/ask/';

type Answer = ReturnType<typeof sseStream> | (() => Response);

/** The tutor's calls; each question takes the next of `answers`. */
function mockTutor(answers: Answer[], stored: () => TTutorConversation = () => conversation()) {
  return mockApi({
    '/api/v1/institute/': listOf([{ ...institute, enable_power_tutor: true }]),
    [conversationUrl]: () => jsonResponse(stored()),
    [askUrl]: () => {
      const answer = answers.shift();
      if (!answer) throw new Error('No answer left');
      return typeof answer === 'function' ? answer() : answer.response();
    },
  });
}

function renderTutor() {
  return renderWithProviders(
    <RoomTutor
      subscriptionId={301}
      courseSlug="personal-support-worker"
      courseName="Préposé aux bénéficiaires"
      courseNameLang="fr-CA"
    />,
    `${room}?tutor=open`,
  );
}

const question = tutorMessage({ id: 11 });
const answer = tutorMessage({
  id: 12,
  role: 'tutor',
  text: 'A number from 300 to 900.',
  sources: [creditSource],
});

/** Streams the whole answer to `question`. */
function answerWith(stream: ReturnType<typeof sseStream>, text = answer.text, remaining = 19) {
  act(() => {
    stream.send('question', { ...question, text: 'What is a credit score?' });
    stream.send('sources', { sources: [creditSource] });
    stream.send('token', { text });
    stream.send('done', { message: { ...answer, text }, covered: true, quota: quota(remaining) });
    stream.end();
  });
}

/** Stands in for the browser's SpeechRecognition: a test says what it hears. */
class FakeRecognition {
  static instances: FakeRecognition[] = [];
  lang = '';
  interimResults = false;
  continuous = false;
  maxAlternatives = 1;
  listening = false;
  onresult: ((event: unknown) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;

  constructor() {
    FakeRecognition.instances.push(this);
  }
  start() {
    this.listening = true;
  }
  stop() {
    this.end();
  }
  abort() {
    this.listening = false;
  }
  hear(transcript: string, isFinal: boolean) {
    act(() => this.onresult?.({ resultIndex: 0, results: [Object.assign([{ transcript }], { isFinal })] }));
  }
  fail(error: string) {
    act(() => this.onerror?.({ error }));
    this.end();
  }
  end() {
    this.listening = false;
    act(() => this.onend?.());
  }
  static get current() {
    return FakeRecognition.instances.at(-1)!;
  }
}

class FakeUtterance {
  lang = '';
  onstart: (() => void) | null = null;
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly text: string) {}
}

function fakeSpeech() {
  FakeRecognition.instances = [];
  const spoken: FakeUtterance[] = [];
  const synthesis = { speak: (utterance: FakeUtterance) => spoken.push(utterance), cancel: vi.fn() };
  vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
  vi.stubGlobal('speechSynthesis', synthesis);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  return { spoken, synthesis };
}

describe('the AI tutor in the course room', { timeout: 20_000 }, () => {
  it('answers a typed question as it streams, with links to its sources; without speech in the browser it says so', async () => {
    const user = userEvent.setup({ delay: null });
    const stream = sseStream();
    const earlier = [
      tutorMessage({ id: 5, text: 'What does CDIC protect?' }),
      tutorMessage({ id: 6, role: 'tutor', text: 'Deposits up to $100,000.' }),
    ];
    let stored = conversation({ messages: earlier, quota: quota(20) });
    const fetchMock = mockTutor([stream], () => stored);
    renderTutor();

    const dialog = await screen.findByRole('dialog', { name: 'AI Power Tutor' });
    // the program's name, written in French, says so on an English page
    expect(within(dialog).getByText('Préposé aux bénéficiaires')).toHaveAttribute('lang', 'fr-CA');
    const log = await within(dialog).findByRole('log', { name: 'Conversation with the tutor' });
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(await within(log).findByText('Deposits up to $100,000.')).toBeInTheDocument();
    expect(within(dialog).getByText('20 questions left today')).toBeInTheDocument();
    // no speech in this browser: it says so, and typing still works
    expect(within(dialog).getByText(/This browser cannot take spoken questions/)).toBeInTheDocument();
    expect(within(dialog).getByText(/This browser cannot read answers aloud/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Speak your question' })).not.toBeInTheDocument();

    const input = within(dialog).getByRole('textbox', { name: 'Your question' });
    await user.type(input, 'What is a credit score?{Enter}');
    await waitFor(() =>
      expect(requestsTo(fetchMock, askUrl)).toEqual([{ question: 'What is a credit score?' }]),
    );
    expect(input).toBeDisabled();
    // focus left the disabled box for the conversation, where the answer is read as it completes
    expect(log).toHaveFocus();
    const stop = within(dialog).getByRole('button', { name: 'Stop' });
    expect(stop).toBeEnabled();

    act(() => {
      stream.send('question', { ...question, text: 'What is a credit score?' });
      stream.send('sources', { sources: [creditSource] });
      stream.send('token', { text: 'A number ' });
    });
    expect(await within(log).findByText('A number')).toBeInTheDocument();
    expect(log).toHaveAttribute('aria-busy', 'true');
    stored = conversation({ messages: [...earlier, question, answer], quota: quota(19) });
    act(() => {
      stream.send('token', { text: 'from 300 to 900.' });
      stream.send('done', { message: answer, covered: true, quota: quota(19) });
      stream.end();
    });
    expect(await within(log).findByText('A number from 300 to 900.')).toBeInTheDocument();
    expect(within(log).getByText('What is a credit score?')).toBeInTheDocument();
    expect(within(log).getByRole('link', { name: 'How credit works in Canada' })).toHaveAttribute(
      'href',
      `/program-journey/room/personal-support-worker/301/602`,
    );
    // numbered as the answer cites it, with the part of the lesson it is
    expect(within(log).getByRole('listitem')).toHaveTextContent(
      /^\[1\] How credit works in Canada › Credit reports and credit scores · Credit and borrowing$/,
    );
    await waitFor(() => expect(input).toBeEnabled());
    expect(input).toHaveValue('');
    expect(log).toHaveFocus();
    expect(within(dialog).getByText('19 questions left today')).toBeInTheDocument();
  });

  it('marks each source with the language of its passage, whatever the page’s', async () => {
    const french = {
      ...creditSource,
      content_name: 'Le fonctionnement du crédit au Canada',
      heading: 'Dossier de crédit et pointage de crédit',
      section_name: 'Le crédit et les emprunts',
      lang: 'fr-CA' as const,
    };
    const stored = conversation({
      messages: [
        tutorMessage({ id: 5, text: 'Qu’est-ce que le pointage de crédit ?' }),
        tutorMessage({ id: 6, role: 'tutor', text: 'Un nombre de 300 à 900.', sources: [french] }),
      ],
    });
    mockTutor([], () => stored);
    renderTutor();

    const dialog = await screen.findByRole('dialog', { name: 'AI Power Tutor' });
    const log = await within(dialog).findByRole('log', { name: 'Conversation with the tutor' });
    const source = await within(log).findByRole('listitem');
    expect(source).toHaveTextContent(/Le fonctionnement du crédit au Canada › Dossier de crédit/);
    expect(source).toHaveAttribute('lang', 'fr-CA');
  });

  it('keeps the question for another try when the tutor cannot answer, and clears the errors on closing', async () => {
    const user = userEvent.setup({ delay: null });
    const stream = sseStream();
    mockTutor([() => jsonResponse({ detail: TUTOR_MESSAGES.quotaSpent }, 429), stream]);
    const { router } = renderTutor();
    const dialog = await screen.findByRole('dialog', { name: 'AI Power Tutor' });
    const input = within(dialog).getByRole('textbox', { name: 'Your question' });

    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(TUTOR_MESSAGES.empty)).toBeInTheDocument();

    await user.type(input, 'What is a credit score?');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(TUTOR_MESSAGES.quotaSpent)).toBeInTheDocument();
    expect(input).toHaveValue('What is a credit score?');
    // back in the box with the question, to try again at once
    await waitFor(() => expect(input).toHaveFocus());

    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(input).toBeDisabled());
    act(() => {
      stream.send('question', question);
      stream.send('token', { text: 'A num' });
      stream.send('error', { detail: TUTOR_MESSAGES.unavailable });
      stream.end();
    });
    expect(await within(dialog).findByText(TUTOR_MESSAGES.unavailable)).toBeInTheDocument();
    expect(input).toHaveValue('What is a credit score?');
    expect(input).toBeEnabled();
    await waitFor(() => expect(input).toHaveFocus());

    await user.click(within(dialog).getByRole('button', { name: 'Close the tutor' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
    await act(() => router.navigate(`${room}?tutor=open`));
    const reopened = await screen.findByRole('dialog', { name: 'AI Power Tutor' });
    expect(within(reopened).queryByText(TUTOR_MESSAGES.unavailable)).not.toBeInTheDocument();
    expect(within(reopened).queryByText(TUTOR_MESSAGES.quotaSpent)).not.toBeInTheDocument();
  });

  it('says a refusal and a failed answer by their code, in the student’s language', async () => {
    await changeLanguage('fr-CA', false);
    const user = userEvent.setup({ delay: null });
    const stream = sseStream();
    const reworded = 'English words the server may reword.';
    mockTutor([() => jsonResponse({ detail: reworded, code: 'tutor.quotaSpent' }, 429), stream]);
    renderTutor();
    const dialog = await screen.findByRole('dialog', { name: 'Tuteur IA' });
    const input = within(dialog).getByRole('textbox', { name: 'Votre question' });

    await user.type(input, 'Qu’est-ce qu’une cote de crédit?');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(
      await within(dialog).findByText(
        'Vous avez posé toutes les questions que le tuteur accepte en une journée. Réessayez demain.',
      ),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(input).toBeDisabled());
    act(() => {
      stream.send('question', question);
      stream.send('error', { detail: reworded, code: 'tutor.unavailable' });
      stream.end();
    });
    expect(
      await within(dialog).findByText(
        'Le tuteur n’a pas pu répondre pour l’instant. Votre question est conservée : réessayez.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(reworded)).not.toBeInTheDocument();
  });

  it('says an answer the program does not cover by its code, in the student’s language', async () => {
    await changeLanguage('fr-CA', false);
    const user = userEvent.setup({ delay: null });
    const stream = sseStream();
    mockTutor([stream]);
    renderTutor();
    const dialog = await screen.findByRole('dialog', { name: 'Tuteur IA' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Votre question' }), 'Qui a gagné la coupe?');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    const refusal = { text: TUTOR_MESSAGES.notCovered, text_code: { code: 'tutor.notCovered' } };
    act(() => {
      stream.send('question', question);
      stream.send('sources', { sources: [] });
      stream.send('token', { text: TUTOR_MESSAGES.notCovered });
      stream.send('done', { message: { ...answer, ...refusal }, covered: false, quota: quota(19) });
      stream.end();
    });
    expect(
      await within(dialog).findByText(/^Votre programme ne couvre pas cette question\./),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(TUTOR_MESSAGES.notCovered)).not.toBeInTheDocument();
  });

  it('takes a spoken question, reads the answer aloud with the avatar moving, and follows the speaker and microphone toggles', async () => {
    const user = userEvent.setup({ delay: null });
    const { spoken, synthesis } = fakeSpeech();
    const first = sseStream();
    const second = sseStream();
    const fetchMock = mockTutor([first, second]);
    renderTutor();
    const dialog = await screen.findByRole('dialog', { name: 'AI Power Tutor' });
    const speaker = within(dialog).getByRole('button', { name: 'Read answers aloud' });
    const microphone = within(dialog).getByRole('button', { name: 'Ask by voice' });
    expect(speaker).toHaveAttribute('aria-pressed', 'true');
    expect(microphone).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(dialog).getByRole('button', { name: 'Speak your question' }));
    const recognition = FakeRecognition.current;
    expect(recognition).toMatchObject({ listening: true, lang: 'en-CA', interimResults: true });
    recognition.hear('what is a cred', false);
    expect(within(dialog).getByRole('status')).toHaveTextContent('what is a cred');
    recognition.hear('what is a credit score', true);
    await waitFor(() =>
      expect(requestsTo(fetchMock, askUrl)).toEqual([{ question: 'what is a credit score' }]),
    );

    answerWith(first);
    await waitFor(() => expect(spoken).toHaveLength(1));
    expect(spoken[0]).toMatchObject({ text: 'A number from 300 to 900.', lang: 'en-CA' });
    act(() => spoken[0]!.onstart?.());
    expect(within(dialog).getByRole('img', { name: 'The tutor is speaking' })).toBeInTheDocument();
    // both on: once the answer is read, the tutor listens for the next question
    act(() => spoken[0]!.onend?.());
    expect(within(dialog).getByRole('img', { name: 'The tutor' })).toBeInTheDocument();
    await waitFor(() => expect(FakeRecognition.instances).toHaveLength(2));
    expect(FakeRecognition.current.listening).toBe(true);
    FakeRecognition.current.hear('and how do I build one', true);
    await waitFor(() => expect(requestsTo(fetchMock, askUrl)).toHaveLength(2));
    answerWith(second, 'With a secured card.', 18);
    await waitFor(() => expect(spoken).toHaveLength(2));
    act(() => spoken[1]!.onstart?.());
    expect(within(dialog).getByRole('img', { name: 'The tutor is speaking' })).toBeInTheDocument();

    // the speaker off stops the reading and the avatar, and is remembered
    await user.click(speaker);
    expect(speaker).toHaveAttribute('aria-pressed', 'false');
    expect(synthesis.cancel).toHaveBeenCalled();
    expect(within(dialog).getByRole('img', { name: 'The tutor' })).toBeInTheDocument();
    expect(localStorage.getItem(SPEAKER_STORAGE_KEY)).toBe('false');

    // a refused microphone says so; the microphone off takes the message and the voice button away
    await user.click(within(dialog).getByRole('button', { name: 'Speak your question' }));
    FakeRecognition.current.fail('not-allowed');
    expect(await within(dialog).findByText(/The portal may not use your microphone/)).toBeInTheDocument();
    await user.click(microphone);
    expect(microphone).toHaveAttribute('aria-pressed', 'false');
    expect(within(dialog).queryByText(/The portal may not use your microphone/)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Speak your question' })).not.toBeInTheDocument();
    expect(localStorage.getItem(MICROPHONE_STORAGE_KEY)).toBe('false');
  });
});
