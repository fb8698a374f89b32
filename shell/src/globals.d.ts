declare const __SHELL_VERSION__: string;
