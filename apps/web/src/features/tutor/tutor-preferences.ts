/** Whether answers are read aloud and whether questions may be spoken; both on until the student says no. */
export type TutorPreferences = { speakerEnabled: boolean; microphoneEnabled: boolean };

export const SPEAKER_STORAGE_KEY = 'tutor.speaker';
export const MICROPHONE_STORAGE_KEY = 'tutor.microphone';
/** The flag earlier versions kept for speaker and microphone together. */
export const LEGACY_AUDIO_STORAGE_KEY = 'tutor.audio';

export const DEFAULT_TUTOR_PREFERENCES: TutorPreferences = { speakerEnabled: true, microphoneEnabled: true };

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

function toFlag(value: string | null): boolean | undefined {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}

function defaultStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The combined flag becomes the two flags (where they are not set yet), then goes. */
function migrateLegacyFlag(storage: Storage) {
  const legacy = storage.getItem(LEGACY_AUDIO_STORAGE_KEY);
  if (legacy === null) return;
  const flag = toFlag(legacy);
  if (flag !== undefined) {
    if (toFlag(storage.getItem(SPEAKER_STORAGE_KEY)) === undefined)
      storage.setItem(SPEAKER_STORAGE_KEY, String(flag));
    if (toFlag(storage.getItem(MICROPHONE_STORAGE_KEY)) === undefined)
      storage.setItem(MICROPHONE_STORAGE_KEY, String(flag));
  }
  storage.removeItem(LEGACY_AUDIO_STORAGE_KEY);
}

export function readTutorPreferences(storage: Storage | undefined = defaultStorage()): TutorPreferences {
  if (!storage) return DEFAULT_TUTOR_PREFERENCES;
  try {
    migrateLegacyFlag(storage);
    return {
      speakerEnabled:
        toFlag(storage.getItem(SPEAKER_STORAGE_KEY)) ?? DEFAULT_TUTOR_PREFERENCES.speakerEnabled,
      microphoneEnabled:
        toFlag(storage.getItem(MICROPHONE_STORAGE_KEY)) ?? DEFAULT_TUTOR_PREFERENCES.microphoneEnabled,
    };
  } catch {
    // storage blocked (private mode, strict settings): the defaults hold for this visit
    return DEFAULT_TUTOR_PREFERENCES;
  }
}

export function saveTutorPreference(
  name: keyof TutorPreferences,
  enabled: boolean,
  storage: Storage | undefined = defaultStorage(),
) {
  try {
    storage?.setItem(
      name === 'speakerEnabled' ? SPEAKER_STORAGE_KEY : MICROPHONE_STORAGE_KEY,
      String(enabled),
    );
  } catch {
    // not remembered when storage is blocked; the choice still holds while the tutor is open
  }
}
