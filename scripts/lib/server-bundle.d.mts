export declare const SERVER_BUNDLE_DIR: string;
export declare const SERVER_ENTRY: string;
export declare const SERVER_NODE_FLAGS: string[];
export declare function bundleServer(): Promise<{ changed: number }>;
