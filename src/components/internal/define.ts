/**
 * A class decorator that defines the element as `tag` unless the page already has an element of that
 * name: another copy of this library (a second embed of the bundled file), or another library's
 * `<playing-card>`. The one defined first stays, and the game still starts (Lit's `@customElement`
 * throws there, and the elements after it in the file were never defined).
 * @module
 */
export const customElement =
  (tag: string) =>
  (cls: CustomElementConstructor): void => {
    if (!customElements.get(tag)) customElements.define(tag, cls);
  };
