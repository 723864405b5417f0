/**
 * The first tap on a contact control can come in the task between the commit that hydrated the
 * page and React's passive effects (seen on a loaded machine right after hydration): the slot
 * must already be listening then, or the sheet never opens.
 */
import { render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { requestContact } from 'shared/bus';
import { describe, expect, it } from 'vitest';
import { ContactSheetSlot } from './ContactSheetSlot';

function TapInTheCommit() {
  useLayoutEffect(() => requestContact(), []);
  return null;
}

describe('ContactSheetSlot', () => {
  it("shows the sheet's frame for a request made in the commit that mounted it", () => {
    const { container } = render(
      <>
        <ContactSheetSlot />
        <TapInTheCommit />
      </>,
    );
    expect(container.querySelector('[data-overlay-frame="sheet"]')).not.toBeNull();
  });
});
