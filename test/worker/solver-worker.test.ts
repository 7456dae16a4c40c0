/**
 * The solver's Web Worker in Chromium: a real module worker started by SolverClient from its default
 * URL answers a hint, the page keeps running while it thinks, cancellation rejects, and a worker that
 * cannot start falls back to a main-thread hint that says so.
 */
import { expect } from '@open-wc/testing';
import { shuffledDeck } from '../../src/engine/deck.js';
import { applyExact, deal, legalMoves } from '../../src/engine/rules.js';
import { getVariant, variantIds } from '../../src/variants/index.js';
import { SolverClient } from '../../src/worker/solver-client.js';

const id = variantIds[0];
const variant = getVariant(id);
const start = deal(variant, shuffledDeck('7'));
const key = (m: { from: string; to: string; count?: number }): string => `${m.from}>${m.to}x${m.count ?? 1}`;

describe('solver worker (Chromium)', () => {
  it('a hint arrives from a real module worker, is legal, and the page stays responsive meanwhile', async () => {
    const client = new SolverClient();
    try {
      // The page's own work goes on while the worker searches: a timer set after the request fires
      // before the answer comes (a hint computed on this thread would have blocked it).
      const order: string[] = [];
      const task = client.hint(id, start, { samples: 8, maxNodes: 60_000 });
      setTimeout(() => order.push('timer'), 0);
      const answer = await task.promise;
      order.push('answer');
      expect(order.join(' ')).to.equal('timer answer');
      expect(client.mode).to.equal('worker');
      expect(answer.fallback).to.equal(false);
      expect(answer.move).to.not.equal(null);
      const legal = legalMoves(variant, start).map(key);
      expect(legal).to.include(key(answer.move!));
      expect(applyExact(variant, start, answer.move!).ok).to.equal(true);
      expect(answer.winRate).to.be.within(0, 1);
    } finally {
      client.dispose();
    }
  });

  it('answers match the engine run here (same seed, same budget), and ids keep answers apart', async () => {
    const client = new SolverClient();
    try {
      const { hint } = await import('../../src/engine/hint.js');
      const here = hint(variant, start, { seed: 'x', samples: 4, maxNodes: 20_000 });
      const [a, b] = await Promise.all([
        client.hint(id, start, { seed: 'x', samples: 4, maxNodes: 20_000 }).promise,
        client.solve(id, start, { maxNodes: 1 }).promise,
      ]);
      expect(key(a.move!)).to.equal(key(here.move!));
      expect(a.wins).to.equal(here.wins);
      expect(b.result).to.equal('unknown');
    } finally {
      client.dispose();
    }
  });

  it('a cancelled request rejects with AbortError and the next one is still answered', async () => {
    const client = new SolverClient();
    try {
      const slow = client.solve(id, start, { maxNodes: 50_000_000 });
      const next = client.hint(id, start, { samples: 2, maxNodes: 5_000 });
      slow.cancel();
      let name = '';
      try {
        await slow.promise;
      } catch (e) {
        name = (e as Error).name;
      }
      expect(name).to.equal('AbortError');
      const h = await next.promise;
      expect(h.move).to.not.equal(null);
    } finally {
      client.dispose();
    }
  });

  it('when no worker can start, a small main-thread hint stands in and says so', async () => {
    const client = new SolverClient({
      createWorker: () => {
        throw new DOMException('blocked by Content-Security-Policy', 'SecurityError');
      },
    });
    const answer = await client.hint(id, start).promise;
    expect(client.mode).to.equal('fallback');
    expect(answer.fallback).to.equal(true);
    expect(answer.move).to.not.equal(null);
    expect(answer.nodes).to.be.at.most(20_000);
  });

  it('a worker whose module fails to load also falls back', async () => {
    const broken = URL.createObjectURL(new Blob(['throw new Error("this worker does not start")'], { type: 'text/javascript' }));
    const client = new SolverClient({ workerUrl: broken });
    const answer = await client.hint(id, start, { samples: 2 }).promise;
    expect(answer.fallback).to.equal(true);
    expect(client.mode).to.equal('fallback');
  });
});
