declare const __MFE_VERSION__: string;
