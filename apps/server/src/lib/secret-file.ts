import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A secret kept in the data folder, made on first use, readable by its owner only. */
export function readOrCreateSecret(
  dataDir: string,
  name: string,
  encoding: 'base64' | 'base64url' = 'base64url',
): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString(encoding);
  // 'wx' fails if another process made it first; then that one is read
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch {
    return readFileSync(file, 'utf8').trim();
  }
}
