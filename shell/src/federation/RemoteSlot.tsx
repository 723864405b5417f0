import { Component, Suspense, createElement, useContext, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import { Button, Center, Loader, Paper, Stack, Text } from 'shared/ui';
import type { ExposedModule as ExposedModuleId } from 'shared/contracts';
import { strings } from '../strings';
import { RemoteLoadError, forgetExposed, lazyExposed, loadedExposed, remoteNameOf } from './loadExposed';
import { reRegisterRemote } from './remotes';
import { ServerExposedContext, missingOnServer } from './serverExposed';
import { regionCommitted } from '../hydration';

interface BoundaryProps {
  remote: string;
  module: ExposedModuleId;
  onRetry: () => void;
  children: ReactNode;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // The one log line of a failure (the root's onCaughtError stays quiet for these).
    const phase = error instanceof RemoteLoadError ? 'to load' : 'while rendering';
    console.error(`[federation] remote "${this.props.remote}" failed ${phase}: ${error.message}`, info.componentStack ?? '');
    // Called as its fallback commits, which answers taps (the retry): for the hydrated signal,
    // the region is done.
    regionCommitted(this.props.module);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <SlotFallback onRetry={this.props.onRetry} />;
  }
}

function SlotFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <Paper withBorder p="lg" radius="md" role="alert" data-remote-fallback>
      <Stack gap="xs" align="center">
        <Text fw={600}>{strings.slot.failedTitle}</Text>
        <Text c="dimmed" size="sm" ta="center">
          {strings.slot.failedText}
        </Text>
        <Button variant="light" onClick={onRetry}>
          {strings.slot.retry}
        </Button>
      </Stack>
    </Paper>
  );
}

export function SlotLoading({ minHeight = 200 }: { minHeight?: number | string }) {
  return (
    <Center mih={minHeight} aria-busy="true">
      <Loader aria-label={strings.slot.loading} />
    </Center>
  );
}

interface RemoteSlotProps<P extends object> {
  module: ExposedModuleId;
  props?: P;
  minHeight?: number | string;
  /** Shown while the module loads instead of the spinner (an overlay's or panel's frame). */
  fallback?: ReactNode;
}

/**
 * Mounts one exposed module behind Suspense and an error boundary, so a remote that fails
 * to load or throws shows a calm fallback with a retry while the rest of the page works.
 */
export function RemoteSlot<P extends object>({ module, props, minHeight, fallback }: RemoteSlotProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const remote = remoteNameOf(module);

  const retry = () => {
    forgetExposed(module);
    void reRegisterRemote(remote).finally(() => setAttempt((n) => n + 1));
  };

  return (
    <RemoteErrorBoundary key={attempt} remote={remote} module={module} onRetry={retry}>
      <Suspense fallback={fallback ?? <SlotLoading minHeight={minHeight} />}>
        <ExposedModule key={module} module={module} props={props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

function ExposedModule<P extends object>({ module, props }: { module: ExposedModuleId; props?: P }) {
  // Chosen once per mount (the slot keys this by module): swapping the lazy wrapper for the
  // loaded component on a later render would remount the remote's whole tree.
  // On the server, the component its server build gave, else one that renders the slot's fallback.
  const serverScope = useContext(ServerExposedContext);
  const [component] = useState(() =>
    serverScope ? (serverScope.get(module) ?? missingOnServer(module)) : (loadedExposed(module) ?? lazyExposed(module)),
  );
  // Its region has hydrated (or rendered): part of the hydrated signal.
  useEffect(() => regionCommitted(module), [module]);
  return createElement(component, props);
}
