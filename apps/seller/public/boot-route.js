/* global document, location */
// Runs before the app's code, on the start-up screen of index.html: the calculator's headline belongs to the
// calculator, so the pages reached by link (/s/..., /help, /privacy, /terms, payment pages) start plain.
if (!/^\/(calc\/?)?$/.test(location.pathname)) {
  document.querySelectorAll('.boot h1, .boot p:not(.boot-status)').forEach(function (el) {
    el.remove();
  });
  document.querySelector('.boot-status').textContent = 'Loading...';
}
