declare const __REMOTE_NAME__: string;
declare const __REMOTE_VERSION__: string;
declare const __BUILD_ID__: string;
