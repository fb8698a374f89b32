declare const __MFE_VERSION__: string;

/** A style sheet imported as its text (webpack asset/source). */
declare module '*.css' {
  const text: string;
  export default text;
}
