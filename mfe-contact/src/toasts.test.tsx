import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from 'shared/notifications';
import { AppProviders } from 'shared/ui';
import { TOAST_EXTENDED_TIMEOUT_MS, TOAST_TIMEOUT_MS, showContactToast } from './toasts';

const toastTitled = (title: string) => screen.queryAllByRole('alert').filter((el) => el.textContent?.includes(title));
/** Moves the clock in small steps, so React commits (and starts exit transitions) between them. */
function advance(ms: number) {
  for (let passed = 0; passed < ms; passed += 50) act(() => vi.advanceTimersByTime(Math.min(50, ms - passed)));
}

beforeEach(() => {
  vi.useFakeTimers();
  render(<AppProviders>{null}</AppProviders>);
});
afterEach(() => {
  act(() => notifications.clean());
  vi.runOnlyPendingTimers();
  vi.useRealTimers();
});

describe('showContactToast', () => {
  it('uses the SPEC timings', () => {
    expect(TOAST_TIMEOUT_MS).toBe(5000);
    expect(TOAST_EXTENDED_TIMEOUT_MS).toBe(7000);
  });

  it('shows the success title and text, and goes after 5 seconds', () => {
    act(() => showContactToast('sent'));
    const [toast] = toastTitled('Mesazhi u dërgua me sukses');
    expect(toast?.textContent).toContain('Prisni një përgjigje së shpejti');
    advance(TOAST_TIMEOUT_MS - 100);
    expect(toastTitled('Mesazhi u dërgua me sukses')).toHaveLength(1);
    advance(1100);
    expect(toastTitled('Mesazhi u dërgua me sukses')).toHaveLength(0);
  });

  it('stays 7 seconds after the pointer leaves it', () => {
    act(() => showContactToast('failed'));
    const [toast] = toastTitled('Gabim');
    expect(toast?.textContent).toContain('Na vjen keq, por mesazhi nuk u dërgua');
    advance(3000);
    fireEvent.mouseEnter(toast as HTMLElement);
    advance(10_000);
    expect(toastTitled('Gabim')).toHaveLength(1);
    fireEvent.mouseLeave(toastTitled('Gabim')[0] as HTMLElement);
    advance(TOAST_EXTENDED_TIMEOUT_MS - 500);
    expect(toastTitled('Gabim')).toHaveLength(1);
    advance(1500);
    expect(toastTitled('Gabim')).toHaveLength(0);
  });

  it('is dismissed by a tap anywhere on it, or by its close button', () => {
    act(() => showContactToast('sent'));
    fireEvent.click(toastTitled('Mesazhi u dërgua me sukses')[0]?.querySelector('p, div') as HTMLElement);
    advance(1000);
    expect(toastTitled('Mesazhi u dërgua me sukses')).toHaveLength(0);

    act(() => showContactToast('failed'));
    fireEvent.click(screen.getByRole('button', { name: 'Mbyll njoftimin' }));
    advance(1000);
    expect(toastTitled('Gabim')).toHaveLength(0);
  });

  it('never shows the same toast twice at once', () => {
    act(() => {
      showContactToast('failed');
      showContactToast('failed');
    });
    advance(100);
    act(() => showContactToast('failed'));
    expect(toastTitled('Gabim')).toHaveLength(1);
  });

  it('replaces a failure toast by the success that follows it', () => {
    act(() => showContactToast('failed'));
    act(() => showContactToast('sent'));
    advance(1000);
    expect(toastTitled('Gabim')).toHaveLength(0);
    expect(toastTitled('Mesazhi u dërgua me sukses')).toHaveLength(1);
  });
});
