/**
 * The inbox's own work on a message, under /admin/api (registered by the inbox plugin): its
 * note ('Shënim') and the agent it is assigned to, and the users it can be assigned to. Bodies
 * are checked with valibot, as the listings' saves are; a refused one is a 400 naming the field,
 * and nothing is stored. Each change is stored with its audit row (store/message-notes.ts).
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import * as v from 'valibot';
import { MESSAGE_NOTE_MAX_LENGTH, type AdminFieldProblem } from 'shared/contracts';
import { cleanMultiline } from '../control-chars';
import type { Store } from '../store';
import { adminAnswer, guards as guard } from './api';
import { adminOf } from './guard';
import { oneInboxMessage } from './inbox-messages';

const noteBody = v.strictObject({
  // Line breaks as \n, other control characters gone (as a visitor's message), then its length.
  note: v.pipe(v.string('a text'), v.transform(cleanMultiline), v.transform((text) => text.trim()), v.maxLength(MESSAGE_NOTE_MAX_LENGTH, `at most ${MESSAGE_NOTE_MAX_LENGTH} characters`)),
});

const assigneeBody = v.strictObject({
  userId: v.nullable(v.pipe(v.number('a user id or null'), v.integer('a user id or null'), v.minValue(1, 'a user id or null'))),
});

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 100 } },
} as const;

function problemsOf(issues: readonly v.BaseIssue<unknown>[]): AdminFieldProblem[] {
  return issues.map((issue) => ({ path: (issue.path ?? []).map((item) => String(item.key)).join('.') || 'body', message: issue.message }));
}

const invalid = (reply: FastifyReply, problems: AdminFieldProblem[]) => adminAnswer(reply, 400, { ok: false, error: 'invalid', problems });
const notFound = (reply: FastifyReply) => adminAnswer(reply, 404, { ok: false, error: 'not-found' });

export const inboxNotesRoutes: FastifyPluginAsync<{ store: Store; siteUrl: string }> = async (app, { store, siteUrl }) => {
  /** The message as it is now, for the answer of a change. */
  const answer = async (reply: FastifyReply, id: string) => {
    const message = await store.getMessage(id);
    return message ? adminAnswer(reply, 200, { ok: true, message: await oneInboxMessage(store, message, siteUrl) }) : notFound(reply);
  };

  app.put<{ Params: { id: string }; Body: unknown }>('/messages/:id/note', { preValidation: guard.change, schema: { params: idParams }, bodyLimit: 64 * 1024 }, async (request, reply) => {
    const parsed = v.safeParse(noteBody, request.body);
    if (!parsed.success) return invalid(reply, problemsOf(parsed.issues));
    const result = await store.messageNotes.setNote(request.params.id, parsed.output.note, { userId: adminOf(request).user.id });
    return result === 'not-found' ? notFound(reply) : answer(reply, request.params.id);
  });

  app.put<{ Params: { id: string }; Body: unknown }>('/messages/:id/assignee', { preValidation: guard.change, schema: { params: idParams } }, async (request, reply) => {
    const parsed = v.safeParse(assigneeBody, request.body);
    if (!parsed.success) return invalid(reply, problemsOf(parsed.issues));
    const result = await store.messageNotes.assign(request.params.id, parsed.output.userId, { userId: adminOf(request).user.id });
    if (result === 'not-found') return notFound(reply);
    if (result === 'no-such-user') return invalid(reply, [{ path: 'userId', message: 'no such user' }]);
    return answer(reply, request.params.id);
  });
};
