/**
 * Requests are plain events: one made while no component listens reaches no one. A control can be
 * hydrated and tapped in the task between React's commit and its passive effects, so a listener
 * must be subscribed by the commit itself.
 */
import { act, render } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { contactRequests, requestContact, useRequests } from './bus';
import type { ContactRequest } from './contracts';

/** Stands for a tap on a control the same commit brought to life, before any passive effect. */
function TapInTheCommit({ listingId }: { listingId: string }) {
  useLayoutEffect(() => requestContact({ listingId }), [listingId]);
  return null;
}

function Listener({ listening = true }: { listening?: boolean }) {
  const [heard, setHeard] = useState<ContactRequest[]>([]);
  useRequests(contactRequests, (request) => setHeard((before) => [...before, request]), listening);
  return <output>{heard.map((request) => request.listingId).join(',')}</output>;
}

describe('useRequests', () => {
  it('hears a request made in the commit that mounted it', () => {
    const { container } = render(
      <>
        <Listener />
        <TapInTheCommit listingId="7" />
      </>,
    );
    expect(container.querySelector('output')?.textContent).toBe('7');
  });

  it('hears every later request with its latest handler, and none once it stops listening or unmounts', () => {
    const { container, rerender, unmount } = render(<Listener />);
    const output = () => container.querySelector('output')?.textContent;
    const request = (listingId: string) => act(() => requestContact({ listingId }));
    request('1');
    request('2');
    expect(output()).toBe('1,2');
    rerender(<Listener listening={false} />);
    request('3');
    expect(output()).toBe('1,2');
    rerender(<Listener />);
    request('4');
    expect(output()).toBe('1,2,4');
    unmount();
    expect(contactRequests.observed).toBe(false);
  });
});
