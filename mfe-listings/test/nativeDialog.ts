/**
 * What Chromium does for a native modal dialog and its invoker buttons, which jsdom lacks:
 * `showModal`/`close` with their toggle events, and a click on a `command`/`commandfor` button.
 * Only what the filter dialog relies on; the real thing is tested in the browser (e2e).
 */
function toggle(dialog: HTMLDialogElement, type: 'beforetoggle' | 'toggle', newState: 'open' | 'closed'): void {
  dialog.dispatchEvent(Object.assign(new Event(type), { newState, oldState: newState === 'open' ? 'closed' : 'open' }));
}

export function installNativeDialog(): void {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) return;
    toggle(this, 'beforetoggle', 'open');
    this.setAttribute('open', '');
    toggle(this, 'toggle', 'open');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    toggle(this, 'toggle', 'closed');
  };
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button[commandfor]') : null;
    const target = button ? document.getElementById(button.getAttribute('commandfor') ?? '') : null;
    if (!(target instanceof HTMLDialogElement)) return;
    if (button?.getAttribute('command') === 'show-modal') target.showModal();
    if (button?.getAttribute('command') === 'close') target.close();
  });
}
