import { useCallback, useEffect, useState } from 'react';
import { contactRequests, useRequests } from 'shared/bus';
import type { ContactRequest, ContactSheetProps } from 'shared/contracts';
import { Link } from 'shared/router';
import { contactPagePath } from 'shared/routes';
import { OverlayFrame, Stack, Text, useFrameFirst, useOverlayHistory } from 'shared/ui';
import { Drawer } from 'shared/ui-overlays';
import { ContactForm } from './ContactForm';
import { ListingContext } from './ListingContext';
import { currentPage, sendContactMessage } from './sendContactMessage';
import { strings } from './strings';
import { showContactToast } from './toasts';
import { useContactDraft } from './useContactDraft';
import classes from './ContactSheet.module.css';

/**
 * The contact bottom sheet. Opened by any contact request on the bus (top bar, contact page,
 * a listing); submitting closes it, posts the message and reports the outcome in a toast.
 */
export default function ContactSheet({ initialRequest }: ContactSheetProps) {
  const [request, setRequest] = useState<ContactRequest>(initialRequest ?? {});
  // Opened after the first render, not in it: the drawer notes the focused element (the opener,
  // to focus again on close) only when `opened` changes.
  const [opened, setOpened] = useState(false);
  const [sending, setSending] = useState(false);
  /** The server could not store the last post: said in the sheet, above the kept draft. */
  const [unavailable, setUnavailable] = useState(false);
  const form = useContactDraft();
  const close = useCallback(() => setOpened(false), []);
  useOverlayHistory(opened, close);

  useEffect(() => {
    // Deliberately a second render: Mantine records the opener on the change of `opened`.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (initialRequest) setOpened(true);
  }, [initialRequest]);

  useRequests(contactRequests, (next) => {
    setRequest(next);
    setOpened(true);
  });
  // A tap paints its answer first: the sheet's frame, then the drawer from the frame after.
  const { shown, framed } = useFrameFirst(opened);

  const submit = async () => {
    const sent = form.draft;
    setOpened(false);
    setSending(true);
    setUnavailable(false);
    const outcome = await sendContactMessage(sent, currentPage(request.listingId), form.honeypot);
    setSending(false);
    if (outcome === 'unavailable') {
      // Nothing the visitor can fix in the form: the sheet opens again with the reason and the draft.
      setUnavailable(true);
      setOpened(true);
      return;
    }
    if (outcome === 'sent') form.clearIfUnchanged(sent);
    showContactToast(outcome);
  };

  return (
    <>
      {framed && <OverlayFrame variant="sheet" />}
      <Drawer
        opened={shown}
        onClose={close}
        position="bottom"
        title={strings.title}
        closeButtonProps={{ 'aria-label': strings.close }}
        classNames={{ content: classes.content, header: classes.header, body: classes.body, title: classes.title }}
        // As tall as the form (not a fixed drawer size); taller than the screen, it scrolls.
        styles={{ content: { height: 'auto' } }}
      >
        <Stack gap="lg">
          <Text c="dimmed" size="sm" className={classes.intro}>
            {strings.intro}{' '}
            {/* Replaces the sheet's own history entry: Back from the contact page returns under the sheet. */}
            <Link to={contactPagePath()} replace className={classes.pageLink} onClick={close}>
              {strings.addressAndHours}
            </Link>
          </Text>
          {unavailable && (
            <Text role="alert" c="red.8" size="sm" fw={500}>
              {strings.unavailable}
            </Text>
          )}
          {request.listingId && <ListingContext listingId={request.listingId} />}
          <ContactForm form={form} sending={sending} onSubmit={() => void submit()} />
        </Stack>
      </Drawer>
    </>
  );
}
