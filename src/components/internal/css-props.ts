/**
 * `cssProps({ top: '12px', '--patience-card-width': '72px' })` on an element: sets inline CSS
 * properties through the CSSOM (`style.setProperty`), never through a `style` attribute, so a strict
 * Content Security Policy (`style-src 'self'`, which blocks inline style attributes) allows it. Lit's
 * `styleMap` writes the attribute on its first render; this never does. Properties left out of a later
 * call are removed; `undefined` removes one.
 * @module
 */
import { noChange } from 'lit';
import { Directive, PartType, directive, type ElementPart, type PartInfo } from 'lit/directive.js';

export type CssProps = Readonly<Record<string, string | undefined>>;

class CssPropsDirective extends Directive {
  /** The values set, by property name (compared here, not read back from the style: no CSSOM call per unchanged property). */
  private previous = new Map<string, string>();

  constructor(info: PartInfo) {
    super(info);
    if (info.type !== PartType.ELEMENT) throw new TypeError('cssProps() goes on an element: <div ${cssProps({...})}>');
  }

  render(props: CssProps): typeof noChange {
    void props;
    return noChange;
  }

  override update(part: ElementPart, [props]: [CssProps]): typeof noChange {
    const style = (part.element as HTMLElement).style;
    for (const name of this.previous.keys()) {
      if (props[name] === undefined) {
        style.removeProperty(name);
        this.previous.delete(name);
      }
    }
    for (const [name, value] of Object.entries(props)) {
      if (value === undefined || this.previous.get(name) === value) continue;
      style.setProperty(name, value);
      this.previous.set(name, value);
    }
    return noChange;
  }
}

/** Sets inline CSS properties through the CSSOM (see the module). */
export const cssProps = directive(CssPropsDirective);
