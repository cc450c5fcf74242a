export declare const DEBIAN_CHROMIUM: string;
export declare const CHROMIUM_ARGS: string[];
export declare function findChromium(): { path: string | undefined; source: string };
