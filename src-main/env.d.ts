/// <reference types="electron-vite/node" />

/** A text file embedded in the bundle as a string (Vite `?raw`): the update public key. */
declare module '*.pem?raw' {
  const text: string;
  export default text;
}
