/**
 * What `<patience-game>` shows only on demand, loaded with a dynamic `import()` the first time the
 * player opens it, so the first paint does not carry it: the player's record (the Statistics
 * panel), the settings, the keys (`?`), and the rules in words (the engine's rule facts, worded in the player's
 * language). Their styles are adopted into the game's shadow root when this module loads.
 * @module
 */
import { css, html, nothing, type CSSResult, type TemplateResult } from 'lit';
import { ruleFacts } from '../../engine/describe.js';
import type { VariantDefinition } from '../../engine/vocabulary.js';
import { variants } from '../../variants/index.js';
import { emptyStats, type VariantStats } from '../../controllers/stats.js';
import { formatTime } from '../../i18n/format.js';
import { ruleWords, variantSummary } from '../../i18n/rules-words.js';
import { ui, variantName } from '../../i18n/words.js';
import { keyList, panelWords } from '../../i18n/panel-words.js';
import { THEMES, type Theme } from './themes.js';

/** The panels' styles (adopted by the game's shadow root once this module is loaded). */
export const extrasStyles: CSSResult = css`
  h3 {
    margin: 10px 0 4px;
    font-size: 0.93em;
  }
  .keys-panel h3 {
    margin-top: 0;
  }
  /* The key column takes at most 42 % of the width: a long key ("Ctrl+Y or Ctrl+Shift+Z") wraps at
     its spaces rather than squeezing the descriptions to a word a line in a narrow column. A word
     wider than its column ("Strg+Umschalt+Z" in a 260 px game) breaks rather than pushing the
     descriptions out of the panel. */
  dl.keys {
    display: grid;
    grid-template-columns: fit-content(42%) minmax(0, 1fr);
    gap: 2px 10px;
    margin: 0;
    overflow-wrap: anywhere;
  }
  dl.keys dd {
    margin: 0;
  }
  kbd {
    font: inherit;
    font-weight: 600;
  }
  .rules dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 4px 12px;
    margin: 0;
  }
  .rules dt {
    font-weight: 600;
  }
  .rules dd {
    margin: 0;
  }
  @container (max-width: 420px) {
    .rules dl {
      grid-template-columns: 1fr;
    }
    .rules dd {
      margin-bottom: 6px;
    }
  }
  .panel {
    position: relative;
    z-index: 45;
    margin: 0 0 calc(var(--_gap) * 0.8);
    padding: 10px 12px 12px;
    border-radius: 10px;
    background: var(--patience-menu-background, #10472b);
    box-shadow: 0 4px 14px rgba(0, 0, 0, 0.3);
    border: 1px solid var(--patience-border, transparent);
  }
  .panel header {
    display: flex;
    align-items: center;
    gap: 8px;
    margin-bottom: 8px;
  }
  .panel h2 {
    margin: 0;
    font-size: 1.1em;
    flex: 1;
    border-radius: 4px;
  }
  .panel h2:focus-visible {
    outline: 3px solid var(--patience-focus-ring, #7cc4ff);
  }
  .panel h3 {
    margin: 10px 0 6px;
    font-size: 1em;
  }
  .record {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(88px, 1fr));
    gap: 6px;
    margin: 0;
  }
  .record div {
    padding: 4px 6px;
    border-radius: 6px;
    background: rgba(255, 255, 255, 0.08);
  }
  .record dt {
    font-size: 0.86em;
  }
  .record dd {
    margin: 0;
    font-size: 1.15em;
    font-weight: 650;
    font-variant-numeric: tabular-nums;
  }
  .panel .scroll {
    overflow-x: auto;
    border-radius: 4px;
  }
  .panel .scroll:focus-visible {
    outline: 3px solid var(--patience-focus-ring, #7cc4ff);
  }
  .panel table {
    width: 100%;
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
  }
  .panel th,
  .panel td {
    padding: 3px 6px;
    text-align: end;
    border-bottom: 1px solid var(--patience-border, rgba(255, 255, 255, 0.25));
  }
  .panel th:first-child,
  .panel td:first-child {
    text-align: start;
  }
  .settings {
    display: grid;
    gap: 10px;
  }
  .settings label {
    display: flex;
    align-items: center;
    gap: 8px;
    cursor: pointer;
  }
  .settings fieldset {
    margin: 0;
    padding: 6px 10px 8px;
    border: 1px solid var(--patience-border, rgba(255, 255, 255, 0.25));
    border-radius: 8px;
    display: flex;
    flex-wrap: wrap;
    gap: 4px 14px;
  }
  .settings legend {
    padding: 0 4px;
  }
  .settings small {
    display: block;
    font-size: 0.86em;
  }
  /* flex: none: a label that wraps in a narrow column must not squeeze the box into an oval. */
  .settings input {
    flex: none;
    width: 1.2em;
    height: 1.2em;
    margin: 0;
    accent-color: var(--patience-highlight, #ffbf00);
  }
  .settings input:focus-visible {
    outline: 3px solid var(--patience-focus-ring, #7cc4ff);
    outline-offset: 2px;
  }
`;

/** Adopts the panels' styles into the game's shadow root (once). */
export function adopt(root: ShadowRoot): void {
  const sheet = extrasStyles.styleSheet;
  if (sheet && !root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

const percent = (s: VariantStats): string => (s.played > 0 ? `${Math.round((100 * s.won) / s.played)} %` : '–');

/** Escape anywhere in a panel closes it (the focus goes back to its button). */
const escape =
  (close: () => void) =>
  (e: KeyboardEvent): void => {
    if (e.key !== 'Escape') return;
    e.preventDefault();
    e.stopPropagation();
    close();
  };

/** The heading and close button of a panel. */
function header(id: string, title: string, close: () => void): TemplateResult {
  return html`<header>
    <h2 id="${id}-title" tabindex="-1">${title}</h2>
    <button part="button" class="close" aria-label=${panelWords.close()} title=${panelWords.close()} @click=${close}>✕</button>
  </header>`;
}

/**
 * The player's record: the current variant in full (played, won, win rate, current and best streak,
 * fewest moves, best time), then every variant played, in a table.
 */
export function renderStats(o: { current: string; all: Readonly<Record<string, VariantStats>>; close: () => void }): TemplateResult {
  const s = o.all[o.current] ?? emptyStats();
  const v = variants[o.current];
  const name = v ? variantName(v) : o.current;
  const played = Object.entries(o.all).filter(([, r]) => r.played > 0);
  return html`<section
    part="panel stats-panel"
    class="panel stats"
    id="panel-stats"
    role="region"
    aria-labelledby="panel-stats-title"
    @keydown=${escape(o.close)}
  >
    ${header('panel-stats', ui.statistics(), o.close)}
    <h3>${panelWords.thisGame(name)}</h3>
    <dl class="record">
      <div>
        <dt>${ui.played()}</dt>
        <dd>${s.played}</dd>
      </div>
      <div>
        <dt>${ui.won()}</dt>
        <dd>${s.won}</dd>
      </div>
      <div>
        <dt>${panelWords.winRate()}</dt>
        <dd>${percent(s)}</dd>
      </div>
      <div>
        <dt>${ui.streak()}</dt>
        <dd>${s.currentStreak}</dd>
      </div>
      <div>
        <dt>${panelWords.bestStreak()}</dt>
        <dd>${s.bestStreak}</dd>
      </div>
      <div>
        <dt>${panelWords.bestMoves()}</dt>
        <dd>${s.bestMoves ?? '–'}</dd>
      </div>
      <div>
        <dt>${panelWords.bestTime()}</dt>
        <dd>${s.bestTimeMs === null ? '–' : formatTime(s.bestTimeMs)}</dd>
      </div>
    </dl>
    <h3 id="panel-stats-all">${panelWords.allGames()}</h3>
    ${
      played.length === 0
        ? html`<p>${panelWords.noGames()}</p>`
        : // A narrow column (German at 260 px) scrolls the table sideways rather than cut its last columns off; by keys too.
          html`<div class="scroll" tabindex="0" role="region" aria-labelledby="panel-stats-all">
            <table>
              <thead>
                <tr>
                  <th scope="col">${panelWords.game()}</th>
                  <th scope="col">${ui.played()}</th>
                  <th scope="col">${ui.won()}</th>
                  <th scope="col">${panelWords.winRate()}</th>
                </tr>
              </thead>
              <tbody>
                ${played.map(
                  ([id, r]) =>
                    html`<tr>
                      <th scope="row">${variants[id] ? variantName(variants[id]) : id}</th>
                      <td>${r.played}</td>
                      <td>${r.won}</td>
                      <td>${percent(r)}</td>
                    </tr>`,
                )}
              </tbody>
            </table>
          </div>`
    }
  </section>`;
}

/** A setting changed in the panel. */
export interface SettingChange {
  autoPlay?: boolean;
  theme?: Theme;
  fourColour?: boolean;
  animation?: boolean;
}

/** The settings: automatic play, theme, four-colour suits, animation. */
export function renderSettings(o: {
  autoPlay: boolean;
  theme: Theme;
  fourColour: boolean;
  animation: boolean;
  close: () => void;
  change: (setting: SettingChange) => void;
}): TemplateResult {
  // A checkbox named by its setting alone; its hint (if any) is its description, not part of its name.
  const box = (key: 'autoPlay' | 'fourColour' | 'animation', name: string, label: string, hint?: string): TemplateResult =>
    html`<label
      ><input
        type="checkbox"
        name=${name}
        aria-describedby=${hint ? `${name}-hint` : nothing}
        .checked=${o[key]}
        @change=${(e: Event) => o.change({ [key]: (e.currentTarget as HTMLInputElement).checked })}
      />
      <span>${label}${hint ? html`<small id="${name}-hint" aria-hidden="true">${hint}</small>` : nothing}</span></label
    >`;
  const themeName = (t: Theme): string =>
    t === 'dark' ? panelWords.themeDark() : t === 'contrast' ? panelWords.themeContrast() : panelWords.themeClassic();
  return html`<section
    part="panel settings-panel"
    class="panel"
    id="panel-settings"
    role="region"
    aria-labelledby="panel-settings-title"
    @keydown=${escape(o.close)}
  >
    ${header('panel-settings', ui.settings(), o.close)}
    <div class="settings">
      ${box('autoPlay', 'auto-play', panelWords.autoPlay(), panelWords.autoPlayHint())}
      <fieldset>
        <legend>${panelWords.theme()}</legend>
        ${THEMES.map(
          (t) =>
            html`<label
              ><input
                type="radio"
                name="theme"
                value=${t}
                .checked=${o.theme === t}
                @change=${() => o.change({ theme: t })}
              />${themeName(t)}</label
            >`,
        )}
      </fieldset>
      ${box('fourColour', 'four-colour', panelWords.fourColour())}
      ${box('animation', 'animation', panelWords.animation(), panelWords.animationHint())}
    </div>
  </section>`;
}

/** The rules of a variant in the player's words: its summary, then one paragraph per rule fact. */
export function renderRules(variant: VariantDefinition): TemplateResult | typeof nothing {
  const facts = ruleFacts(variant).facts.map(ruleWords);
  return html`<p>${variantSummary(variant.id, variant.summary)}</p>
    <dl>
      ${facts.map(
        (f) =>
          html`<dt>${f.heading}</dt>
            <dd>${f.text}</dd>`,
      )}
    </dl>`;
}

/**
 * The `?` panel: the keys under a heading, with a Close button; Escape closes it too. The arguments
 * are those of `renderKeys`.
 */
export function renderKeysPanel(draws: boolean, piles: number, redeals: boolean, shifted: boolean, close: () => void): TemplateResult {
  return html`<section
    part="panel"
    class="panel keys-panel"
    id="panel-keys"
    role="region"
    aria-labelledby="panel-keys-title"
    @keydown=${escape(close)}
  >
    ${header('panel-keys', ui.keysHeading(), close)} ${keysOf(draws, piles, redeals, shifted)}
  </section>`;
}

const keysOf = (draws: boolean, piles: number, redeals: boolean, shifted: boolean): TemplateResult =>
  html`<dl class="keys">
    ${keyList(draws, piles, redeals, shifted).map(
      ([k, what]) =>
        html`<dt><kbd>${k}</kbd></dt>
          <dd>${what}</dd>`,
    )}
  </dl>`;

/**
 * The keys, as a list (the `?` panel and the rules); `draws`: the variant draws from its stock (D and
 * W); `piles`: the piles of its main row, which the digits reach; `redeals`: its stock is dealt again (D);
 * `shifted`: the player's keyboard types digits with Shift (AZERTY).
 */
export function renderKeys(draws: boolean, piles: number, redeals: boolean, shifted: boolean): TemplateResult {
  return html`<h3>${ui.keysHeading()}</h3>
    ${keysOf(draws, piles, redeals, shifted)}`;
}
