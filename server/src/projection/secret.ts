/**
 * The secret the privacy offsets are made with (privacy.ts). PRIVACY_SECRET when set; else a
 * random one kept in DATA_DIR/privacy-secret, made at the first start, so markers stay put across
 * restarts. When DATA_DIR cannot be written the server still starts, with a secret of this run
 * only (markers move at the next restart) and one log line saying so.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const SECRET_FILE = 'privacy-secret';
/** Shorter secrets are refused: the offsets would be guessable. */
const MIN_SECRET_LENGTH = 16;

function readSecretFile(file: string): Buffer | undefined {
  try {
    const held = fs.readFileSync(file, 'utf8').trim();
    return held.length >= MIN_SECRET_LENGTH ? Buffer.from(held, 'utf8') : undefined;
  } catch {
    return undefined;
  }
}

export function privacySecret(dataDir: string, env: NodeJS.ProcessEnv, log: (line: string) => void): Buffer {
  const fromEnv = env.PRIVACY_SECRET;
  if (fromEnv !== undefined && fromEnv !== '') {
    if (fromEnv.length < MIN_SECRET_LENGTH) throw new Error(`PRIVACY_SECRET must be at least ${MIN_SECRET_LENGTH} characters long`);
    return Buffer.from(fromEnv, 'utf8');
  }
  const file = path.join(dataDir, SECRET_FILE);
  const held = readSecretFile(file);
  if (held) return held;
  const made = crypto.randomBytes(32).toString('hex');
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    // 'wx': never overwrite a secret another process wrote meanwhile.
    fs.writeFileSync(file, `${made}\n`, { mode: 0o600, flag: 'wx' });
    return Buffer.from(made, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // Another process made it first: use that one.
    const held = code === 'EEXIST' ? readSecretFile(file) : undefined;
    if (held) return held;
    log(
      `Privacy secret: ${file} cannot be written (${code ?? String(error)}); map points use a secret of this run only ` +
        'and will move at the next restart. Set PRIVACY_SECRET or make DATA_DIR writable.',
    );
    return Buffer.from(made, 'utf8');
  }
}
