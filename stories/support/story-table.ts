/**
 * Stories only: a minimal table that owns a GameController and provides it to the pile elements
 * put inside it, so one pile can be shown alone in a chosen position. Not part of the library.
 */
import { LitElement, css, html, type PropertyValues, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { ContextProvider } from '@lit/context';
import { GameController } from '../../src/controllers/game-controller.js';
import { actionsContext, gameContext } from '../../src/controllers/game-context.js';
import type { Move } from '../../src/engine/rules.js';

/** The docs text every pile element's stories share: why each pile sits in a stand-in table. */
export const pileStoryParameters = {
  docs: {
    description: {
      component:
        'The pile elements only show a game: they read it from the enclosing `<patience-game>` through context and ask it to move cards. Here each sits in a small stand-in table that owns the game.',
    },
  },
};

@customElement('story-table')
export class StoryTable extends LitElement {
  static override styles = css`
    :host {
      display: inline-flex;
      gap: 12px;
      align-items: flex-start;
      padding: 16px;
      border-radius: 12px;
      background: #0b6b3a;
    }
  `;

  @property() variant = 'sir-tommy';
  @property() seed = '1';
  /** Moves to play after the deal, to reach the position shown. */
  @property({ attribute: false }) moves: Move[] = [];

  private readonly provider = new ContextProvider(this, { context: gameContext });
  readonly controller = new GameController(this, (snapshot) => this.provider.setValue(snapshot));
  protected readonly actionsProvider = new ContextProvider(this, { context: actionsContext, initialValue: this.controller.actions });

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('variant') || changed.has('seed') || changed.has('moves')) {
      this.controller.session.deal(this.variant, { seed: this.seed });
      for (const m of this.moves) this.controller.play(m);
    }
  }

  override render(): TemplateResult {
    return html`<slot></slot>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'story-table': StoryTable;
  }
}
