// A prerendered page (server/prerender) is already drawn when it arrives: its code starts loading
// once the page's own resources (the logo) have, instead of taking the slow line from them first.
// The static server puts this in place of the page's module scripts, named in data-after-load.
// A resource that never finishes must not keep the page without its code: 3 s at most.
let started = false;
const start = () => {
  if (started) return;
  started = true;
  const entries = document.querySelector('script[data-after-load]')?.dataset.afterLoad ?? '';
  for (const src of entries.split(' ').filter(Boolean)) import(src);
};
if (document.readyState === 'complete') start();
else {
  addEventListener('load', start, { once: true });
  setTimeout(start, 3000);
}
