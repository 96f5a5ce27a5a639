import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** AES-256-GCM for fields kept secret at rest: 12-byte nonce, ciphertext, 16-byte tag, in one buffer. */
export type FieldCipher = { encrypt(plain: string): Buffer; decrypt(sealed: Buffer): string };

export function createFieldCipher(keyBase64: string): FieldCipher {
  const key = Buffer.from(keyBase64, 'base64');
  if (key.length !== 32) throw new Error('The data key must be 32 bytes');
  return {
    encrypt(plain) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([nonce, body, cipher.getAuthTag()]);
    },
    decrypt(sealed) {
      const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, 12));
      decipher.setAuthTag(sealed.subarray(sealed.length - 16));
      return Buffer.concat([
        decipher.update(sealed.subarray(12, sealed.length - 16)),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
