/**
 * The federation runtime for a remote's standalone page. Remotes are built without their own
 * copy of the runtime (they use the host's, `experiments.externalRuntime`); on its own page a
 * remote has no host, so this script, loaded before the remote's `main`, provides it.
 */
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';

(globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE = runtimeCore;
