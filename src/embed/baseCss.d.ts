// The CSS every figure needs, as URLs the element fetches (src/embed/build/elementEntry.ts).
declare module 'virtual:ricochet-base-css' {
  const urls: readonly string[]
  export default urls
}
