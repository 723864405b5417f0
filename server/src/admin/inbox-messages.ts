/** A stored message as the back office's inbox shows it: where it came from, its listing's title, its assignee. */
import type { AdminAssignee, InboxMessage } from 'shared/contracts';
import { pageSource } from '../contact/page-source';
import type { Store, StoredMessage } from '../store';

/** What a message is shown with besides itself: its listing's title, its assignee. */
export interface InboxContext {
  titles: ReadonlyMap<string, string>;
  users: ReadonlyMap<number, AdminAssignee>;
}

/** A message as the back office shows it: the stored message, with what its page line points at. */
export function inboxMessage(message: StoredMessage, siteUrl: string, context: InboxContext): InboxMessage {
  const source = pageSource(message.page, siteUrl);
  return {
    id: message.id,
    receivedAt: message.receivedAt,
    name: message.name,
    phone: message.phone,
    email: message.email,
    message: message.message,
    page: message.page,
    source,
    listingTitle: source.kind === 'listing' ? (context.titles.get(source.listingId) ?? null) : null,
    state: message.state,
    stateChangedAt: message.stateChangedAt,
    note: message.note,
    assignee: message.assignedUserId === null ? null : (context.users.get(message.assignedUserId) ?? null),
  };
}

/** Messages as the back office shows them, with the titles and users they name read in one go. */
export async function inboxMessages(store: Store, messages: readonly StoredMessage[], siteUrl: string): Promise<InboxMessage[]> {
  const listingIds = messages.flatMap((message) => {
    const source = pageSource(message.page, siteUrl);
    return source.kind === 'listing' ? [source.listingId] : [];
  });
  const [titles, users] = await Promise.all([store.listingTitles(listingIds), store.accounts.listUsers()]);
  const context: InboxContext = { titles, users: new Map(users.map((user) => [user.id, { id: user.id, email: user.email, name: user.name }])) };
  return messages.map((message) => inboxMessage(message, siteUrl, context));
}

/** One message as the back office shows it. */
export async function oneInboxMessage(store: Store, message: StoredMessage, siteUrl: string): Promise<InboxMessage> {
  const [shown] = await inboxMessages(store, [message], siteUrl);
  return shown!;
}

