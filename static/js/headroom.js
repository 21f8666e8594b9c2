// Headroom's only script of its own: the copy-link button of verdict pages, the GGUF header cut, and the
// pause of This machine's live reading in a hidden tab.
// Without JavaScript the button stays hidden and the plain link remains.
(function () {
  function wire(root) {
    root.querySelectorAll("button.copy-link").forEach(function (button) {
      if (!navigator.clipboard) return;
      button.hidden = false;
      button.addEventListener("click", function () {
        var url = new URL(button.dataset.url, window.location.href).href;
        navigator.clipboard.writeText(url).then(function () {
          button.textContent = "Copied";
          setTimeout(function () { button.textContent = "Copy link"; }, 2000);
        });
      });
    });
  }
  document.addEventListener("DOMContentLoaded", function () { wire(document); });
  document.addEventListener("htmx:afterSwap", function (event) { wire(event.target); });
})();

// A GGUF upload sends only the file's first 32 MB: the header is all Headroom reads,
// and a model file is many gigabytes. Without JavaScript the server asks for a cut file.
(function () {
  var HEADER_BYTES = 32 * 1024 * 1024;
  function trim(form) {
    var input = form.querySelector("input[type=file]");
    if (!input || !input.files.length || input.files[0].size <= HEADER_BYTES || typeof DataTransfer === "undefined") return;
    var file = input.files[0];
    var cut = new DataTransfer();
    cut.items.add(new File([file.slice(0, HEADER_BYTES)], file.name, { type: "application/octet-stream" }));
    input.files = cut.files;
  }
  // Capture phase: runs before htmx's own submit handler builds the request.
  document.addEventListener("submit", function (event) {
    if (event.target.matches("form[data-gguf-slice]")) trim(event.target);
  }, true);
})();

// This machine's reading polls only while the tab is visible, and refreshes at once when it comes back.
// (An hx-trigger filter would do it, but htmx evaluates filters with eval, which the Content-Security-Policy
// does not allow.)
(function () {
  document.addEventListener("htmx:confirm", function (event) {
    if (document.visibilityState !== "visible" && event.target.closest("[data-pause-when-hidden]")) event.preventDefault();
  });
  document.addEventListener("visibilitychange", function () {
    if (document.visibilityState !== "visible" || typeof htmx === "undefined") return;
    document.querySelectorAll("[data-pause-when-hidden]").forEach(function (element) { htmx.trigger(element, "refresh"); });
  });
})();

// A saved diagnosis's private delete link carries its key in the fragment (#key=...), which the browser
// never sends: put it in the delete form, then take it out of the address bar and the history.
(function () {
  document.addEventListener("DOMContentLoaded", function () {
    var form = document.querySelector("form[data-delete-key]");
    var match = /^#key=([\w-]+)$/.exec(window.location.hash);
    if (!form || !match) return;
    form.querySelector("input[name=key]").value = match[1];
    history.replaceState(null, "", window.location.pathname);
  });
})();

// Keyboard focus survives an htmx swap: when the focused control is replaced (a filter chip inside the list it
// filters), the same control in the new content takes the focus again, found by its id or data-focus-key.
(function () {
  var remembered = null;
  document.addEventListener("htmx:beforeSwap", function () {
    var active = document.activeElement;
    remembered = active && active !== document.body ? { id: active.id, key: active.getAttribute("data-focus-key") } : null;
  });
  document.addEventListener("htmx:afterSettle", function () {
    if (!remembered || (document.activeElement && document.activeElement !== document.body)) return;
    var again = (remembered.id && document.getElementById(remembered.id)) ||
      (remembered.key && document.querySelector('[data-focus-key="' + remembered.key + '"]'));
    if (again) again.focus();
    remembered = null;
  });
})();
