// opencc-js publishes its dictionaries (one "a b|c d" string each) without type declarations.
declare module 'opencc-js/dict/*' {
  const dict: string;
  export default dict;
}
