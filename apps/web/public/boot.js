// The prerendered landing page paints from its HTML alone; the app's scripts are fetched right
// after that first paint (scripts/prerender.ts moves them into <template id="app-scripts">).
(function () {
  var template = document.getElementById('app-scripts');
  if (!template) return;
  var nodes = template.content.children;
  var next = 0;
  // Each element starts a request, which costs a slow phone a few milliseconds: a few at a time,
  // each batch its own task, so that adding some forty preloads never blocks the page for long.
  function load() {
    for (var end = Math.min(next + 8, nodes.length); next < end; next += 1) {
      var source = nodes[next];
      var copy = document.createElement(source.tagName.toLowerCase());
      for (var j = 0; j < source.attributes.length; j += 1) {
        copy.setAttribute(source.attributes[j].name, source.attributes[j].value);
      }
      document.head.appendChild(copy);
    }
    if (next < nodes.length) setTimeout(load, 0);
  }
  // A phone spends some 15 ms (60 at a slow phone's pace) on its first number formatter, loading
  // ICU's data; every later one takes a fraction of a millisecond. Made while the scripts
  // download, that time blocks nothing; made while the first screen renders, it delays it.
  function warmFormatters() {
    if (typeof Intl === 'object') new Intl.NumberFormat(document.documentElement.lang).format(0);
  }
  // requestAnimationFrame runs just before the first paint; the timeout, just after it.
  requestAnimationFrame(function () {
    setTimeout(load, 0);
    setTimeout(warmFormatters, 0);
  });
})();
