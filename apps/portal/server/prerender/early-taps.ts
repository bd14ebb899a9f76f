// A tap before the code arrives is never lost. A prerendered page (a guest form, the
// signed-in frame) is on screen, and tappable, a second or more before its scripts have run. This
// inline script, first in the head, is there from the first paint: a click (or Enter in a field) on
// a control drawn with `data-early-tap` is kept in `window.__earlyTaps` instead of reaching the
// plain HTML (no form posts itself, no link reloads the page); the control carries it out once its
// code is ready (`takeEarlyTap` of @resident/ui; in the signed-in frame's navigation a link's tap
// is carried out by the router, 'Ещё' and 'Выход' by antd's navigation: FrameNav). Meanwhile
// `<html data-early-tapped>` says a tap is waiting (the page's elements are React's: an attribute on them would upset hydration).
// Once the code has taken a control over it no longer carries the attribute, and nothing here
// stands in the way. Allowed by the CSP through its hash (security-headers.ts).
import { createHash } from 'node:crypto';

/** The name of the queue, shared with @resident/ui's takeEarlyTap. */
export const EARLY_TAPS_QUEUE = '__earlyTaps';

// Plain ES2015, short: it is in every prerendered page and parsed before anything else.
export const EARLY_TAPS_SCRIPT = [
  `(function(){var q=window.${EARLY_TAPS_QUEUE}=[];`,
  // The control waiting for its code, if the event is on one.
  `function waiting(t){return t&&t.closest?t.closest('[data-early-tap]'):null}`,
  `function keep(e,t){e.preventDefault();e.stopImmediatePropagation();`,
  `if(q.indexOf(t)<0){q.push(t);document.documentElement.setAttribute('data-early-tapped','')}}`,
  // A link opened in another tab or window (a modified click) is the browser's: nothing to keep.
  `addEventListener('click',function(e){var t=waiting(e.target);`,
  `if(t&&!(t.href&&(e.ctrlKey||e.metaKey||e.shiftKey||e.altKey)))keep(e,t)},true);`,
  // Enter in a field: the submit the form would get (implicit submission).
  `addEventListener('keydown',function(e){var f=e.key==='Enter'&&e.target.tagName==='INPUT'&&e.target.form;`,
  `var t=f&&f.querySelector('button[data-early-tap]');if(t)keep(e,t)},true);`,
  // A form whose submit control still waits never posts itself.
  `addEventListener('submit',function(e){if(e.target.querySelector('[data-early-tap]'))e.preventDefault()},true)})()`,
].join('');

/** The CSP source that allows exactly this script. */
export const EARLY_TAPS_CSP_HASH = `'sha256-${createHash('sha256').update(EARLY_TAPS_SCRIPT).digest('base64')}'`;

/** The script as it goes into the head. */
export const EARLY_TAPS_TAG = `<script>${EARLY_TAPS_SCRIPT}</script>`;
