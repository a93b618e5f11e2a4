// The prerendered landing page paints from its HTML alone; the app's scripts are fetched right
// after that first paint (scripts/prerender.ts moves them into <template id="app-scripts">).
(function () {
  var template = document.getElementById('app-scripts');
  if (!template) return;
  function load() {
    var nodes = template.content.children;
    for (var i = 0; i < nodes.length; i += 1) {
      var source = nodes[i];
      var copy = document.createElement(source.tagName.toLowerCase());
      for (var j = 0; j < source.attributes.length; j += 1) {
        copy.setAttribute(source.attributes[j].name, source.attributes[j].value);
      }
      document.head.appendChild(copy);
    }
  }
  // requestAnimationFrame runs just before the first paint; the timeout, just after it.
  requestAnimationFrame(function () {
    setTimeout(load, 0);
  });
})();
