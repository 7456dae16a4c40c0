// @ts-check
/**
 * Works around a WTR bug: when a chai assertion fails with a DOM node (or a function) as actual or
 * expected, WTR's browser side calls structuredClone on it, which throws, and the session is reported
 * as "browser disconnected" instead of the failure (modernweb-dev/web #2967, #2802, #2772).
 * This patches WTR's own web-socket helper so such values become their outerHTML / "[Function name]".
 * See ../shared/TOOLCHAIN.md, pitfall P1.
 */
const NEEDLE = 'var target = structuredClone(obj)';

const helper = `
function __wtrToClonable(v, seen) {
  if (v === null || (typeof v !== 'object' && typeof v !== 'function')) return v;
  if (typeof v === 'function') return '[Function ' + (v.name || 'anonymous') + ']';
  if (typeof Window !== 'undefined' && v instanceof Window) return '[Window]';
  if (typeof Node !== 'undefined' && v instanceof Node) {
    var s = v.outerHTML != null ? v.outerHTML : (v.nodeName + ' ' + (v.textContent || ''));
    return s.length > 2000 ? s.slice(0, 2000) + '…' : s;
  }
  seen = seen || new WeakMap();
  if (seen.has(v)) return seen.get(v);
  var out = Array.isArray(v) ? [] : {};
  seen.set(v, out);
  if (v instanceof Error) { out.name = v.name; out.message = v.message; out.stack = v.stack; }
  for (var k of Object.keys(v)) {
    try { out[k] = __wtrToClonable(v[k], seen); } catch (e) { out[k] = '[Unclonable]'; }
  }
  return out;
}
function __wtrSafeClone(obj) {
  try { return structuredClone(obj); } catch (e) { return structuredClone(__wtrToClonable(obj)); }
}
`;

/** @returns {import('@web/dev-server-core').Plugin} */
export function safeCloneWebSocketPlugin() {
  return {
    name: 'safe-clone-websocket',
    transform(context) {
      if (context.path !== '/__web-dev-server__web-socket.js') return;
      const body = /** @type {string} */ (context.body);
      if (!body.includes(NEEDLE)) {
        console.warn('[safe-clone-websocket] pattern not found; WTR internals changed, plugin is a no-op');
        return;
      }
      return { body: helper + body.replace(NEEDLE, 'var target = __wtrSafeClone(obj)') };
    },
  };
}
