import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { registerRemotesFromMap } from './federation/remotes';
import { App } from './App';
import { startFirstViewSwap } from './firstView/swap';
import 'shared/styles.css';

async function start() {
  await registerRemotesFromMap();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  startFirstViewSwap();
  // Errors caught by a remote slot's boundary are logged there, once, with the remote's name.
  const root = createRoot(container, { onCaughtError: () => undefined });
  // A transition renders in slices that yield to the browser, so the first render does not
  // block taps and scrolls on the first view for hundreds of milliseconds on a slow phone.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

start().catch((error: unknown) => console.error('The site failed to start', error));
