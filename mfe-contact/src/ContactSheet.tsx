import { useEffect, useState } from 'react';
import { contactRequests, onRequest } from 'shared/bus';
import type { ContactSheetProps } from 'shared/contracts';
import { Button, Drawer, Stack, Textarea, TextInput } from 'shared/ui';

export default function ContactSheet({ initialRequest }: ContactSheetProps) {
  const [opened, setOpened] = useState(Boolean(initialRequest));
  useEffect(() => onRequest(contactRequests, () => setOpened(true)), []);
  return (
    <Drawer opened={opened} onClose={() => setOpened(false)} position="bottom" title="Na dërgoni një mesazh">
      <form method="post" action="/">
        <Stack>
          <input type="hidden" name="form-name" value="contact" />
          <TextInput name="phone" label="Numri i telefonit" required />
          <Textarea name="message" label="Mesazhi" required />
          <Button type="submit">Dërgo</Button>
        </Stack>
      </form>
    </Drawer>
  );
}
