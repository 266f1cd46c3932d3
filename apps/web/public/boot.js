// Starts the app on a page the server has already rendered, once that page has painted: the
// first paint never waits for, nor shares the network with, the code that makes it interactive.
// The entry and its modules are named by the script element's data attributes.
(function () {
  var script = document.currentScript;
  if (!script) return;
  var entry = script.getAttribute('data-entry');
  var modules = (script.getAttribute('data-modules') || '').split(' ');
  function add(tag, attributes) {
    var element = document.createElement(tag);
    for (var name in attributes) element.setAttribute(name, attributes[name]);
    document.head.appendChild(element);
  }
  function start() {
    modules.forEach(function (href) {
      if (href) add('link', { rel: 'modulepreload', href: href, crossorigin: '' });
    });
    add('script', { type: 'module', src: entry, crossorigin: '' });
  }
  if (document.visibilityState === 'hidden') start();
  else
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
})();
