/** The contact endpoint wired to its store under DATA_DIR and its settings from the environment. */
import path from 'node:path';
import { readContactConfig } from './config';
import { clientAddress, createContactHandler } from './handler';
import { MESSAGES_FILE, MessageStore, SPAM_FILE } from './message-store';
import { createRateLimiter } from './rate-limit';

export function createContactEndpoint(dataDir: string, env: NodeJS.ProcessEnv = process.env) {
  const config = readContactConfig(env);
  return createContactHandler({
    messages: new MessageStore(path.join(dataDir, MESSAGES_FILE)),
    spam: new MessageStore(path.join(dataDir, SPAM_FILE)),
    rateLimiter: createRateLimiter({ limit: config.rateLimit, windowMs: config.rateWindowMs }),
    clientOf: (req) => clientAddress(req, config.trustProxy),
  });
}
