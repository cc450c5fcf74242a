export declare const CHDB_VERSION: string;
export declare const CHDB_FOLDER: string;
export declare function installedChdbVersion(root: string): string | undefined;
