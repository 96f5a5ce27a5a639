import { describe, expect, it } from 'vitest';
import {
  LEGACY_AUDIO_STORAGE_KEY,
  MICROPHONE_STORAGE_KEY,
  readTutorPreferences,
  saveTutorPreference,
  SPEAKER_STORAGE_KEY,
} from './tutor-preferences';

describe('the tutor’s preferences', () => {
  it('have the speaker and the microphone on by default', () => {
    expect(readTutorPreferences()).toEqual({ speakerEnabled: true, microphoneEnabled: true });
  });

  it('keep each flag in local storage on its own', () => {
    saveTutorPreference('speakerEnabled', false);
    expect(localStorage.getItem(SPEAKER_STORAGE_KEY)).toBe('false');
    expect(readTutorPreferences()).toEqual({ speakerEnabled: false, microphoneEnabled: true });
    saveTutorPreference('microphoneEnabled', false);
    saveTutorPreference('speakerEnabled', true);
    expect(readTutorPreferences()).toEqual({ speakerEnabled: true, microphoneEnabled: false });
  });

  it('migrate the older combined flag into both flags, then remove it', () => {
    localStorage.setItem(LEGACY_AUDIO_STORAGE_KEY, 'false');
    expect(readTutorPreferences()).toEqual({ speakerEnabled: false, microphoneEnabled: false });
    expect(localStorage.getItem(LEGACY_AUDIO_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(SPEAKER_STORAGE_KEY)).toBe('false');
    expect(localStorage.getItem(MICROPHONE_STORAGE_KEY)).toBe('false');
  });

  it('let a flag already set win over the older one, and drop an older value that means nothing', () => {
    localStorage.setItem(MICROPHONE_STORAGE_KEY, 'true');
    localStorage.setItem(LEGACY_AUDIO_STORAGE_KEY, 'false');
    expect(readTutorPreferences()).toEqual({ speakerEnabled: false, microphoneEnabled: true });

    localStorage.clear();
    localStorage.setItem(LEGACY_AUDIO_STORAGE_KEY, 'maybe');
    expect(readTutorPreferences()).toEqual({ speakerEnabled: true, microphoneEnabled: true });
    expect(localStorage.getItem(LEGACY_AUDIO_STORAGE_KEY)).toBeNull();
  });

  it('fall back to the defaults when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      removeItem: () => undefined,
    };
    expect(readTutorPreferences(blocked)).toEqual({ speakerEnabled: true, microphoneEnabled: true });
    expect(() => saveTutorPreference('speakerEnabled', false, blocked)).not.toThrow();
  });
});
