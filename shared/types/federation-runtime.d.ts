/**
 * The federation runtime core, bundled alone for a remote's standalone page
 * (build/federation-runtime.ts). It is resolved by the build through the enhanced plugin's own
 * dependencies; the shared package does not depend on it directly.
 */
declare module '@module-federation/runtime-tools/runtime-core';
