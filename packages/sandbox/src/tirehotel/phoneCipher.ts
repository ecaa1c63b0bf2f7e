import { createCipheriv, createDecipheriv, createHmac, hkdfSync } from 'node:crypto';

/** Turns a phone number into the opaque `encryptedPhoneNumber` of spec 3 §3.6 and back. */
export interface PhoneCipher {
  encrypt(phone: string): string;
  /** The phone number, or undefined for anything this key did not produce (tampered, foreign, garbage). */
  decrypt(encrypted: string): string | undefined;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

const derive = (secret: string, purpose: string) => Buffer.from(hkdfSync('sha256', secret, 'showroom-sandbox-tirehotel', purpose, 32));

/**
 * AES-256-GCM under a key derived from the sandbox secret (configuration, SANDBOX_SECRET). The IV is
 * an HMAC of the number, so one number always gives one value (the BFF counts code sends per number)
 * while different numbers never share an IV: the synthetic-IV construction, safe without a counter.
 */
export function createPhoneCipher(secret: string): PhoneCipher {
  const key = derive(secret, 'phone-encryption');
  const ivKey = derive(secret, 'phone-iv');
  return {
    encrypt(phone) {
      const iv = createHmac('sha256', ivKey).update(phone).digest().subarray(0, IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(phone, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
    },
    decrypt(encrypted) {
      const bytes = Buffer.from(encrypted, 'base64url');
      if (bytes.length <= IV_BYTES + TAG_BYTES) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
        decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
        return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}
