import { requestContact } from 'shared/bus';
import { renderStandalone } from 'shared/dev-host';
import { Button, Group } from 'shared/ui';
import ContactSheet from './ContactSheet';

/** The standalone page: the sheet open, and buttons to reopen it as the site would. */
function StandalonePage() {
  return (
    <>
      <Group p="md">
        <Button onClick={() => requestContact()}>Kontakti</Button>
        <Button variant="light" onClick={() => requestContact({ listingId: '1043' })}>
          Dërgo Mesazh (prona 1043)
        </Button>
      </Group>
      <ContactSheet initialRequest={{}} />
    </>
  );
}

renderStandalone(<StandalonePage />);
