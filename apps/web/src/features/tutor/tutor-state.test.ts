import { TUTOR_MESSAGES } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { creditSource, tutorMessage } from './tutor-test-data';
import {
  audioEnabled,
  conversationMessages,
  initialTutorState,
  type TutorAction,
  tutorReducer,
  type TutorState,
} from './tutor-state';

const supported = { recognition: true, synthesis: true };

function run(
  actions: TutorAction[],
  start: TutorState = initialTutorState({ speakerEnabled: true, microphoneEnabled: true }),
) {
  return actions.reduce(tutorReducer, start);
}

const opened = (preferences = { speakerEnabled: true, microphoneEnabled: true }) =>
  run([{ type: 'open', support: supported }], initialTutorState(preferences));

const question = tutorMessage({ id: 11 });
const answer = tutorMessage({
  id: 12,
  role: 'tutor',
  text: 'A number from 300 to 900.',
  sources: [creditSource],
});

describe('the tutor modal’s state', () => {
  it('starts closed, with the flags of the preferences and nothing under way', () => {
    const state = initialTutorState({ speakerEnabled: false, microphoneEnabled: true });
    expect(state).toMatchObject({
      open: false,
      recording: false,
      speakerEnabled: false,
      microphoneEnabled: true,
      speaking: false,
      transcription: '',
      messages: [],
      streaming: null,
      errors: {},
    });
  });

  it('has the audio flag on only when both the speaker and the microphone are on', () => {
    expect(audioEnabled(opened())).toBe(true);
    expect(audioEnabled(run([{ type: 'setSpeaker', enabled: false, supported: true }], opened()))).toBe(
      false,
    );
    expect(audioEnabled(run([{ type: 'setMicrophone', enabled: false, supported: true }], opened()))).toBe(
      false,
    );
    expect(audioEnabled(opened({ speakerEnabled: false, microphoneEnabled: false }))).toBe(false);
    const back = run(
      [
        { type: 'setSpeaker', enabled: false, supported: true },
        { type: 'setSpeaker', enabled: true, supported: true },
      ],
      opened(),
    );
    expect(audioEnabled(back)).toBe(true);
  });

  it('says on opening which switched-on voice features the browser lacks', () => {
    const none = { recognition: false, synthesis: false };
    expect(run([{ type: 'open', support: none }]).errors).toEqual({
      'speech-unsupported': null,
      'speaker-unsupported': null,
    });
    const off = initialTutorState({ speakerEnabled: false, microphoneEnabled: false });
    expect(run([{ type: 'open', support: none }], off).errors).toEqual({});
    // switching one on again in such a browser says so; switching it off takes the message away
    const micOn = run(
      [{ type: 'setMicrophone', enabled: true, supported: false }],
      run([{ type: 'open', support: none }], off),
    );
    expect(micOn.errors).toEqual({ 'speech-unsupported': null });
    expect(run([{ type: 'setMicrophone', enabled: false, supported: false }], micOn).errors).toEqual({});
  });

  it('clears every error on closing, and stops what was under way', () => {
    const busy = run(
      [
        { type: 'recordingStarted' },
        { type: 'transcribed', text: 'what is a cre' },
        { type: 'voiceFailed', kind: 'microphone-permission' },
        { type: 'speakingStarted' },
        { type: 'askStarted', question: 'What is a credit score?', by: 'text' },
        { type: 'askFailed', kind: 'quota', detail: TUTOR_MESSAGES.quotaSpent },
        { type: 'askStarted', question: 'Again?', by: 'text' },
      ],
      opened(),
    );
    expect(busy.errors).toEqual({ 'microphone-permission': null });
    const closed = tutorReducer(busy, { type: 'close' });
    expect(closed).toMatchObject({
      open: false,
      recording: false,
      speaking: false,
      transcription: '',
      streaming: null,
      errors: {},
    });
    expect(run([{ type: 'open', support: supported }], closed).errors).toEqual({});
  });

  it('stops the avatar when the speaker is turned off, and does not start it again while off', () => {
    const speaking = run([{ type: 'speakingStarted' }], opened());
    expect(speaking.speaking).toBe(true);
    const off = tutorReducer(speaking, { type: 'setSpeaker', enabled: false, supported: true });
    expect(off).toMatchObject({ speakerEnabled: false, speaking: false });
    expect(tutorReducer(off, { type: 'speakingStarted' }).speaking).toBe(false);
    expect(
      run([{ type: 'speakingStarted' }], initialTutorState({ speakerEnabled: true, microphoneEnabled: true }))
        .speaking,
    ).toBe(false);
  });

  it('shows what is heard while recording, and forgets it when recording ends or the microphone goes off', () => {
    const hearing = run([{ type: 'recordingStarted' }, { type: 'transcribed', text: 'what is' }], opened());
    expect(hearing).toMatchObject({ recording: true, transcription: 'what is' });
    expect(tutorReducer(hearing, { type: 'recordingEnded' })).toMatchObject({
      recording: false,
      transcription: '',
    });
    expect(tutorReducer(hearing, { type: 'setMicrophone', enabled: false, supported: true })).toMatchObject({
      microphoneEnabled: false,
      recording: false,
      transcription: '',
    });
    // no recording with the microphone off, and nothing heard outside a recording
    const micOff = opened({ speakerEnabled: true, microphoneEnabled: false });
    expect(tutorReducer(micOff, { type: 'recordingStarted' }).recording).toBe(false);
    expect(tutorReducer(opened(), { type: 'transcribed', text: 'x' }).transcription).toBe('');
  });

  it('keeps one message per kind of voice failure, and a new recording clears them', () => {
    const failed = run(
      [{ type: 'recordingStarted' }, { type: 'voiceFailed', kind: 'microphone', detail: 'no-speech' }],
      opened(),
    );
    expect(failed).toMatchObject({ recording: false, errors: { microphone: 'no-speech' } });
    expect(tutorReducer(failed, { type: 'recordingStarted' }).errors).toEqual({});
    expect(tutorReducer(failed, { type: 'dismissError', kind: 'microphone' }).errors).toEqual({});
  });

  it('builds the answer as it streams: the question, its sources, then the text token by token', () => {
    let state = run([{ type: 'askStarted', question: 'What is a credit score?', by: 'voice' }], opened());
    expect(state.streaming).toEqual({
      question: 'What is a credit score?',
      questionStored: false,
      sources: [],
      text: '',
    });
    expect(state.lastAskedBy).toBe('voice');
    state = run(
      [
        { type: 'questionStored', message: question },
        { type: 'sourcesReceived', sources: [creditSource] },
        { type: 'tokenReceived', text: 'A number ' },
        { type: 'tokenReceived', text: 'from 300' },
      ],
      state,
    );
    expect(state.messages).toEqual([question]);
    expect(state.streaming).toEqual({
      question: 'What is a credit score?',
      questionStored: true,
      sources: [creditSource],
      text: 'A number from 300',
    });
    state = tutorReducer(state, { type: 'answered', message: answer });
    expect(state.streaming).toBeNull();
    expect(state.messages).toEqual([question, answer]);
    // a late token of a finished answer changes nothing
    expect(tutorReducer(state, { type: 'tokenReceived', text: 'x' })).toBe(state);
  });

  it('files a failed answer under its kind, and a new question clears it', () => {
    const asking = run([{ type: 'askStarted', question: 'Q', by: 'text' }], opened());
    const quota = tutorReducer(asking, {
      type: 'askFailed',
      kind: 'quota',
      detail: TUTOR_MESSAGES.quotaSpent,
    });
    expect(quota).toMatchObject({ streaming: null, errors: { quota: TUTOR_MESSAGES.quotaSpent } });
    const lost = tutorReducer(asking, { type: 'askFailed', kind: 'ask', detail: null });
    expect(lost.errors).toEqual({ ask: null });
    expect(tutorReducer(quota, { type: 'askStarted', question: 'Q', by: 'text' }).errors).toEqual({});
    expect(tutorReducer(asking, { type: 'stopped' }).streaming).toBeNull();
    expect(tutorReducer(asking, { type: 'askRejected' })).toMatchObject({ streaming: null, errors: {} });
  });

  it('empties the conversation when it is cleared', () => {
    const state = run(
      [
        { type: 'questionStored', message: question },
        { type: 'answered', message: answer },
      ],
      opened(),
    );
    expect(tutorReducer(state, { type: 'cleared' }).messages).toEqual([]);
  });
});

describe('the conversation shown', () => {
  it('is the stored one, then this visit’s messages it does not hold yet', () => {
    const earlier = tutorMessage({ id: 5 });
    expect(conversationMessages([earlier], [question, answer])).toEqual([earlier, question, answer]);
    expect(conversationMessages([earlier, question, answer], [question, answer])).toEqual([
      earlier,
      question,
      answer,
    ]);
  });
});
