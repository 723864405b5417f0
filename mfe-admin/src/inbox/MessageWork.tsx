/**
 * The agency's own work on a message: its note ('Shënim', never shown to the visitor) and the
 * agent it is assigned to (one of the back office's users). Each is saved on its own, and the
 * answer is said where the agent is (feedback.ts); a refused note keeps its text in the field.
 */
import { useState, type FormEvent } from 'react';
import { MESSAGE_NOTE_MAX_LENGTH } from 'shared/contracts';
import { Button, Group, Stack } from 'shared/ui';
import { NativeSelect, Textarea } from 'shared/ui-admin';
import { api, ApiError, type AdminAssignee, type InboxMessage } from '../api';
import { failureText } from '../failure';
import { showFeedback } from '../feedback';
import { strings } from '../strings';

const t = strings.inbox;
const CHANNEL = 'inbox';

export function MessageWork({ message, users, onChanged }: { message: InboxMessage; users: readonly AdminAssignee[]; onChanged: (message: InboxMessage) => void }) {
  const [note, setNote] = useState(message.note);
  const [noteError, setNoteError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const ids = { note: `message-${message.id}-note`, assignee: `message-${message.id}-assignee` };

  const saveNote = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const changed = await api.setMessageNote(message.id, note);
      setNoteError(undefined);
      setNote(changed.note);
      onChanged(changed);
      showFeedback(CHANNEL, 'success', t.noteSaved);
    } catch (error) {
      const text = error instanceof ApiError && error.status === 400 ? t.noteTooLong(MESSAGE_NOTE_MAX_LENGTH) : failureText(error);
      if (error instanceof ApiError && error.status === 400) setNoteError(text);
      showFeedback(CHANNEL, 'error', text);
    } finally {
      setBusy(false);
    }
  };

  const assign = async (value: string) => {
    setBusy(true);
    try {
      const changed = await api.assignMessage(message.id, value === '' ? null : Number(value));
      onChanged(changed);
      showFeedback(CHANNEL, 'success', changed.assignee ? t.assigned(changed.assignee.email) : t.unassigned);
    } catch (error) {
      showFeedback(CHANNEL, 'error', failureText(error));
    } finally {
      setBusy(false);
    }
  };

  // A user who has gone stays offered while the message names them, so nothing reads wrong.
  const choices = message.assignee && !users.some((user) => user.id === message.assignee?.id) ? [...users, message.assignee] : users;

  return (
    <Stack gap="xs">
      <NativeSelect
        id={ids.assignee}
        label={t.assignee}
        value={message.assignee ? String(message.assignee.id) : ''}
        disabled={busy}
        data={[{ value: '', label: t.nobody }, ...choices.map((user) => ({ value: String(user.id), label: user.name || user.email }))]}
        onChange={(event) => void assign(event.currentTarget.value)}
        maw={360}
      />
      <form onSubmit={saveNote} noValidate>
        <Textarea
          id={ids.note}
          label={t.note}
          description={t.noteHint}
          autosize
          minRows={2}
          maxRows={8}
          value={note}
          error={noteError}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <Group justify="flex-end" mt={6}>
          <Button type="submit" size="xs" variant="default" loading={busy} disabled={note === message.note} aria-label={t.saveNoteFor(message.name)}>
            {t.saveNote}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
