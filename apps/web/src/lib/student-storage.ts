type Storage = Pick<globalThis.Storage, 'key' | 'length' | 'removeItem'>;

/** This device keeps a student's own unsent work (a quiz attempt's answers) under keys with this prefix. */
const PREFIX = 'student.';

export const studentStorageKey = (name: string) => `${PREFIX}${name}`;

/** At sign-out: the next person at a shared computer finds nothing of the student's work. */
export function forgetStudentStorage(storage: Storage | undefined = safeLocalStorage()): void {
  if (!storage) return;
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

function safeLocalStorage() {
  try {
    return window.localStorage;
  } catch {
    // storage blocked by the browser's settings: nothing was kept
    return undefined;
  }
}
