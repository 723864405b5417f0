declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';

/** The build's label (BUILD_ID at build time, else the app's version). */
declare const __BUILD_ID__: string;
