/** Types of federation-env.js, the production stand-in for the federation SDK's `env` module. */
export declare const isBrowserEnvValue: boolean;
export declare function isBrowserEnv(): boolean;
export declare function isReactNativeEnv(): boolean;
export declare function getProcessEnv(): Record<string, string | undefined>;
export declare function isDebugMode(): boolean;
