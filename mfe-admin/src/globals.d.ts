declare const __MFE_VERSION__: string;

declare module '*.md' {
  const document: { meta: Record<string, string>; html: string };
  export default document;
}
