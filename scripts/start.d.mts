// Types of what scripts/start.mjs exports, for the TypeScript that imports it (bench/).
/** dist/server/main.mjs, the server bundle `npm start` runs. */
export declare const SERVER_BUNDLE: string;
/** The node flags `npm start` runs the bundle with. */
export declare const SERVER_NODE_FLAGS: readonly string[];
/** The environment `npm start` runs the bundle in: the given one (process.env) plus its defaults. */
export declare function serverEnv(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
/** Builds dist/web when it is missing or older than its sources. */
export declare function buildWebIfStale(): Promise<void>;
/** Builds dist/server/main.mjs when it is missing or older than its sources. */
export declare function buildServerIfStale(): Promise<void>;
